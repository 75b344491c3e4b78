import type { Route } from './+types/chat-inbox';
import { buildAdminMeta } from '../../components/back-office/admin-meta';
import { loadChatInbox } from '../../features/admin/chat/chat-data.server';
import { ChatInboxPage } from '../../features/admin/chat/chat-inbox-page';

export const meta: Route.MetaFunction = (args) => buildAdminMeta(args, 'chat');

/** /admin/chat?view=&search=&page= (issue 29 §3): the inbox. */
export function loader(args: Route.LoaderArgs) {
  return loadChatInbox(args);
}

export default function AdminChatInboxRoute({ loaderData }: Route.ComponentProps) {
  return <ChatInboxPage {...loaderData} />;
}
