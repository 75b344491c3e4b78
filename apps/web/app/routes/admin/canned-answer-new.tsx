import type { Route } from './+types/canned-answer-new';
import { buildAdminMeta } from '../../components/back-office/admin-meta';
import { createNewCannedAnswerHandlers } from '../../features/admin/chat/canned-answers-data.server';
import { CannedAnswerPage } from '../../features/admin/chat/canned-answer-page';
import { handleFormAction } from '../../lib/forms/submit-form.server';

export const meta: Route.MetaFunction = (args) => buildAdminMeta(args, 'cannedAnswerNew');

/** /admin/chat/canned-answers/new (issue 29 §3): a new canned answer; its editor opens once created. */
export function action(args: Route.ActionArgs) {
  return handleFormAction(args, createNewCannedAnswerHandlers());
}

export default function AdminCannedAnswerNewRoute() {
  return <CannedAnswerPage answer={null} />;
}
