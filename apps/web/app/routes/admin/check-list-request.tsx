import type { Route } from './+types/check-list-request';
import { loadCheckListRequest } from '../../features/admin/admin-data.server';
import { createCheckListHandlers } from '../../features/admin/admin-handlers.server';
import { buildAdminMeta } from '../../features/admin/admin-meta';
import { CheckListRequestPage } from '../../request-kinds/check-list/back-office/check-list-request-page';
import { handleFormAction } from '../../lib/forms/submit-form.server';

export const meta: Route.MetaFunction = (args) =>
  buildAdminMeta(
    args,
    'checkListRequest',
    args.loaderData ? `№ ${args.loaderData.request.request.number}` : undefined,
  );

/** /admin/check-list/{id} (issue 5): one market-analysis request for a manager. */
export function loader(args: Route.LoaderArgs) {
  return loadCheckListRequest(args, args.params.id);
}

/** A status move. */
export function action(args: Route.ActionArgs) {
  return handleFormAction(args, createCheckListHandlers(args.params.id));
}

export default function AdminCheckListRequestRoute({ loaderData }: Route.ComponentProps) {
  return <CheckListRequestPage request={loaderData.request} />;
}
