import { useRouteLoaderData } from 'react-router';
import type { RootLoaderData } from '../../lib/session/use-profile';
import { useChatStream } from './chat-stream';

/** The signed-in person's unread count, live (null when the chat is not theirs). */
export function useChatUnread(): number | null {
  const rendered = useRouteLoaderData<RootLoaderData>('root')?.chatUnread ?? null;
  const { unread } = useChatStream();
  return rendered === null ? null : unread;
}
