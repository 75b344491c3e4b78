import type { Route } from './+types/report-order';
import { buildAdminMeta } from '../../components/back-office/admin-meta';
import { loadAdminReportOrder } from '../../features/admin/report-orders/report-orders-data.server';
import { ReportOrderPage } from '../../features/admin/report-orders/report-order-page';

export const meta: Route.MetaFunction = (args) =>
  buildAdminMeta(args, 'reportOrder', args.loaderData ? `№ ${args.loaderData.order.number}` : undefined);

/** /admin/infoproff-orders/{id} (issue 28 §4): one report order for staff. */
export function loader(args: Route.LoaderArgs) {
  return loadAdminReportOrder(args, args.params.id);
}

export default function AdminReportOrderRoute({ loaderData }: Route.ComponentProps) {
  return <ReportOrderPage order={loaderData.order} countryName={loaderData.countryName} />;
}
