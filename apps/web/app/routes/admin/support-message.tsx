import type { ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/support-message';
import { buildAdminMeta } from '../../components/back-office/admin-meta';
import {
  buildSupportAnswerHandlers,
  loadAdminSupportMessage,
} from '../../features/admin/support/support-data.server';
import { SupportMessagePage } from '../../features/admin/support/support-message-page';
import { handleFormAction } from '../../lib/forms/submit-form.server';

export const meta: Route.MetaFunction = (args) =>
  buildAdminMeta(args, 'supportMessage', args.loaderData?.message.name);

/** /admin/support/{id} (issue 29 §4): one message to support and its answer. */
export function loader(args: Route.LoaderArgs) {
  return loadAdminSupportMessage(args, args.params.id);
}

/** 'Send answer', then the page again with the answer shown. */
export function action(args: Route.ActionArgs) {
  return handleFormAction(args, buildSupportAnswerHandlers(args.params.id));
}

/** Someone else answered meanwhile (409): the page reloads to show their answer beside the API's message. */
export function shouldRevalidate({ actionStatus, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return actionStatus === 409 || defaultShouldRevalidate;
}

export default function AdminSupportMessageRoute({ loaderData }: Route.ComponentProps) {
  return <SupportMessagePage message={loaderData.message} isJustAnswered={loaderData.isJustAnswered} />;
}
