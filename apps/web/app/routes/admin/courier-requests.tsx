import type { Route } from './+types/courier-requests';
import { buildAdminMeta } from '../../components/back-office/admin-meta';
import { loadAdminCourierRequests } from '../../features/admin/courier-requests/courier-requests-data.server';
import { CourierRequestsPage } from '../../features/admin/courier-requests/courier-requests-page';

export const meta: Route.MetaFunction = (args) => buildAdminMeta(args, 'courierRequests');

/** /admin/courier-requests?state=&from=&to=&company=&search=&page= (issue 28 §5). */
export function loader(args: Route.LoaderArgs) {
  return loadAdminCourierRequests(args);
}

export default function AdminCourierRequestsRoute({ loaderData }: Route.ComponentProps) {
  return <CourierRequestsPage {...loaderData} />;
}
