import type { Route } from './+types/request-route';
import { buildAdminMeta } from '../../../components/back-office/admin-meta';
import { CheckListRequestPage } from './check-list-request-page';
import { loadBackOfficeRequest, statusMoveHandlers } from '../../shared/back-office/request-data.server';
import { handleFormAction } from '../../../lib/forms/submit-form.server';

export const meta: Route.MetaFunction = (args) =>
  buildAdminMeta(
    args,
    'checkListRequest',
    args.loaderData ? `№ ${args.loaderData.request.request.number}` : undefined,
  );

/** /admin/check-list/{id} (issue 5): one market-analysis request for a manager. */
export function loader(args: Route.LoaderArgs) {
  return loadBackOfficeRequest(args, 'check_list', args.params.id).then((request) => ({ request }));
}

/** A status move. */
export function action(args: Route.ActionArgs) {
  return handleFormAction(args, statusMoveHandlers('check_list', args.params.id));
}

export default function AdminCheckListRequestRoute({ loaderData }: Route.ComponentProps) {
  return <CheckListRequestPage request={loaderData.request} />;
}
