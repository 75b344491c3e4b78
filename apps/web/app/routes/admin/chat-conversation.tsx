import type { ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/chat-conversation';
import { buildAdminMeta } from '../../components/back-office/admin-meta';
import { isScriptedSend } from '../../components/chat/chat-form';
import { buildConversationHandlers, loadChatConversation } from '../../features/admin/chat/chat-data.server';
import { ChatConversationPage } from '../../features/admin/chat/chat-conversation-page';
import { handleFormAction } from '../../lib/forms/submit-form.server';

export const meta: Route.MetaFunction = (args) =>
  buildAdminMeta(args, 'chatConversation', args.loaderData?.conversation.company.name);

/** /admin/chat/{id}?before= (issue 29 §3): a conversation with the company's card. */
export function loader(args: Route.LoaderArgs) {
  return loadChatConversation(args, args.params.id);
}

/** An answer (its file uploaded first; without script the page again), or the assignee. */
export async function action(args: Route.ActionArgs) {
  return handleFormAction(args, await buildConversationHandlers(args.request, args.params.id));
}

/** An answer sent by the page's script is shown from the answer: the history need not be read again. */
export function shouldRevalidate({ formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return isScriptedSend(formData) ? false : defaultShouldRevalidate;
}

/** Another conversation is another page: its messages start afresh. */
export default function AdminChatConversationRoute({ loaderData }: Route.ComponentProps) {
  return <ChatConversationPage key={loaderData.conversation.conversation.id} {...loaderData} />;
}
