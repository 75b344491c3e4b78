import type { Route } from './+types/dashboard';
import { loadAdminSummary } from '../../features/admin/dashboard/dashboard-data.server';
import { buildAdminMeta } from '../../components/back-office/admin-meta';
import { DashboardPage } from '../../features/admin/dashboard/dashboard-page';

export const meta: Route.MetaFunction = (args) => buildAdminMeta(args, 'dashboard');

/** /admin (issues 5, 14, 15): companies awaiting verification, the requests by status, invoices awaiting payment. */
export function loader(args: Route.LoaderArgs) {
  return loadAdminSummary(args);
}

export default function AdminDashboardRoute({ loaderData }: Route.ComponentProps) {
  return <DashboardPage summary={loaderData.summary} invoicesAwaiting={loaderData.invoicesAwaiting} />;
}
