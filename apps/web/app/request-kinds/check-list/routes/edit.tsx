import type { Route } from './+types/edit';
import { loadCheckListEdit } from '../check-list-data.server';
import { CheckListFormPage } from '../check-list-form-page';
import { buildSaveHandlers } from '../check-list-handlers.server';
import { checklistPageMeta } from '../check-list-meta';
import { buildPageMeta } from '../../../i18n/meta';
import { handleFormAction } from '../../../lib/forms/submit-form.server';

export const meta: Route.MetaFunction = (args) =>
  buildPageMeta(
    args,
    checklistPageMeta(
      args,
      'editTitle',
      args.loaderData ? `№ ${args.loaderData.checkList.number}` : undefined,
    ),
  );

export function loader({ params, ...args }: Route.LoaderArgs) {
  return loadCheckListEdit({ ...args, id: params.id });
}

export function action({ params, ...args }: Route.ActionArgs) {
  return handleFormAction(args, buildSaveHandlers(params.id));
}

/** /profile/check-list/edit/{id} (spec §2): only while created or sent back for rework. */
export default function CheckListEditRoute({ loaderData }: Route.ComponentProps) {
  // The form keeps what was typed in its fields: a new request remounts it.
  return <CheckListFormPage key={loaderData.checkList.id} {...loaderData} />;
}
