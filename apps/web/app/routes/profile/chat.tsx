import type { ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/chat';
import { isScriptedSend } from '../../components/chat/chat-form';
import { buildChatHandlers, loadChatPage } from '../../features/chat/chat-data.server';
import { ChatPage } from '../../features/chat/chat-page';
import { chatPageMeta } from '../../i18n/chat';
import { buildPageMeta } from '../../i18n/meta';
import { handleFormAction } from '../../lib/forms/submit-form.server';

export const meta: Route.MetaFunction = (args) => buildPageMeta(args, chatPageMeta(args));

export function loader(args: Route.LoaderArgs) {
  return loadChatPage(args);
}

/** 'Send': the message (its file uploaded first); without script the page again (PRG). */
export async function action(args: Route.ActionArgs) {
  return handleFormAction(args, await buildChatHandlers(args.request));
}

/** A message sent by the page's script is shown from the answer: the history need not be read again. */
export function shouldRevalidate({ formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return isScriptedSend(formData) ? false : defaultShouldRevalidate;
}

/** /profile/chat (issue 29 §1): the company's conversation with the office. */
export default function ChatRoute({ loaderData }: Route.ComponentProps) {
  return <ChatPage {...loaderData} />;
}
