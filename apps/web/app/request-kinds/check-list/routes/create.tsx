import type { Route } from './+types/create';
import { loadCheckListCreate } from '../check-list-data.server';
import { CheckListFormPage } from '../check-list-form-page';
import { buildSaveHandlers } from '../check-list-handlers.server';
import { checklistPageMeta } from '../check-list-meta';
import { buildPageMeta } from '../../../i18n/meta';
import { handleFormAction } from '../../../lib/forms/submit-form.server';

export const meta: Route.MetaFunction = (args) => buildPageMeta(args, checklistPageMeta(args, 'createTitle'));

export function loader(args: Route.LoaderArgs) {
  return loadCheckListCreate(args);
}

export function action(args: Route.ActionArgs) {
  return handleFormAction(args, buildSaveHandlers());
}

/** /profile/check-list/create (spec §2): a new market-analysis request. */
export default function CheckListCreateRoute({ loaderData }: Route.ComponentProps) {
  return <CheckListFormPage {...loaderData} />;
}
