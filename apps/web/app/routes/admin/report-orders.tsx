import type { Route } from './+types/report-orders';
import { buildAdminMeta } from '../../components/back-office/admin-meta';
import { loadAdminReportOrders } from '../../features/admin/report-orders/report-orders-data.server';
import { ReportOrdersPage } from '../../features/admin/report-orders/report-orders-page';

export const meta: Route.MetaFunction = (args) => buildAdminMeta(args, 'reportOrders');

/** /admin/infoproff-orders?status=&from=&to=&search=&page= (issue 28 §4). */
export function loader(args: Route.LoaderArgs) {
  return loadAdminReportOrders(args);
}

export default function AdminReportOrdersRoute({ loaderData }: Route.ComponentProps) {
  return <ReportOrdersPage {...loaderData} />;
}
