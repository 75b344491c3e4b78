import type { Route } from './+types/canned-answers';
import { buildAdminMeta } from '../../components/back-office/admin-meta';
import { loadCannedAnswers } from '../../features/admin/chat/canned-answers-data.server';
import { CannedAnswersPage } from '../../features/admin/chat/canned-answers-page';

export const meta: Route.MetaFunction = (args) => buildAdminMeta(args, 'cannedAnswers');

/** /admin/chat/canned-answers (issue 29 §3): the chat's canned answers. */
export function loader(args: Route.LoaderArgs) {
  return loadCannedAnswers(args);
}

export default function AdminCannedAnswersRoute({ loaderData }: Route.ComponentProps) {
  return <CannedAnswersPage {...loaderData} />;
}
