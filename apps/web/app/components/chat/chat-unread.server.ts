import { endpoints, type Profile } from '@portal/contract';
import { isApiError } from '../../lib/api-error';
import { serverApi, type RouteInput } from '../../lib/server-api.server';
import { hasChat } from './chat-access';

/**
 * The unread count the header and the menus render with (issue 29 §3): asked only for someone
 * the chat is for, so a guest's page makes no call. A failure leaves the count out rather than
 * failing the page; the stream brings it once the page is live.
 */
export async function loadChatUnread(input: RouteInput, profile: Profile | null): Promise<number | null> {
  if (!hasChat(profile)) return null;
  try {
    const { unread } = await serverApi(input).call(endpoints.getChatUnread, {}, { handleErrors: false });
    return unread;
  } catch (error) {
    if (isApiError(error)) return null;
    throw error;
  }
}
