import type { Route } from './+types/detail';
import { loadCheckListDetail } from '../check-list-data.server';
import { CheckListDetailPage } from '../check-list-detail-page';
import { buildDeleteHandlers } from '../check-list-handlers.server';
import { checklistPageMeta } from '../check-list-meta';
import { buildPageMeta } from '../../../i18n/meta';
import { handleFormAction } from '../../../lib/forms/submit-form.server';

export const meta: Route.MetaFunction = (args) =>
  buildPageMeta(
    args,
    checklistPageMeta(
      args,
      'detailTitle',
      args.loaderData ? `№ ${args.loaderData.checkList.number}` : undefined,
    ),
  );

export function loader({ params, ...args }: Route.LoaderArgs) {
  return loadCheckListDetail({ ...args, id: params.id });
}

export function action({ params, ...args }: Route.ActionArgs) {
  return handleFormAction(args, buildDeleteHandlers(params.id));
}

/** /profile/check-list/{id} (spec §2): one market-analysis request, its status and history. */
export default function CheckListDetailRoute({ loaderData }: Route.ComponentProps) {
  return <CheckListDetailPage {...loaderData} />;
}
