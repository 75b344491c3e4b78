import type { Route } from './+types/canned-answer';
import { buildAdminMeta } from '../../components/back-office/admin-meta';
import {
  createCannedAnswerHandlers,
  loadCannedAnswer,
} from '../../features/admin/chat/canned-answers-data.server';
import { CannedAnswerPage } from '../../features/admin/chat/canned-answer-page';
import { getLocaleFromPath } from '../../i18n/locale';
import { handleFormAction } from '../../lib/forms/submit-form.server';
import { pickName } from '../../lib/localized-name';

export const meta: Route.MetaFunction = (args) =>
  buildAdminMeta(
    args,
    'cannedAnswer',
    args.loaderData
      ? pickName(args.loaderData.answer.title, getLocaleFromPath(args.location.pathname))
      : undefined,
  );

/** /admin/chat/canned-answers/{id} (issue 29 §3): a canned answer's editor and its deletion. */
export function loader(args: Route.LoaderArgs) {
  return loadCannedAnswer(args, args.params.id);
}

export function action(args: Route.ActionArgs) {
  return handleFormAction(args, createCannedAnswerHandlers(args.params.id));
}

export default function AdminCannedAnswerRoute({ loaderData }: Route.ComponentProps) {
  return <CannedAnswerPage answer={loaderData.answer} />;
}
