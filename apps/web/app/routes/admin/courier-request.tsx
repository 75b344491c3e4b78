import type { Route } from './+types/courier-request';
import { buildAdminMeta } from '../../components/back-office/admin-meta';
import { loadAdminCourierRequest } from '../../features/admin/courier-requests/courier-requests-data.server';
import { CourierRequestPage } from '../../features/admin/courier-requests/courier-request-page';

export const meta: Route.MetaFunction = (args) =>
  buildAdminMeta(args, 'courierRequest', args.loaderData?.request.company.name);

/** /admin/courier-requests/{id} (issue 28 §5): one courier request for staff. */
export function loader(args: Route.LoaderArgs) {
  return loadAdminCourierRequest(args, args.params.id);
}

export default function AdminCourierRequestRoute({ loaderData }: Route.ComponentProps) {
  return <CourierRequestPage request={loaderData.request} />;
}
