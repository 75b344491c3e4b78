import type { Route } from './+types/sales-market-queue';
import { loadSalesMarketQueue } from '../../features/admin/admin-data.server';
import { buildAdminMeta } from '../../features/admin/admin-meta';
import { QueuePage } from '../../request-kinds/shared/back-office/queue-page';

export const meta: Route.MetaFunction = (args) => buildAdminMeta(args, 'salesMarket');

/** /admin/sales-market?status=&search=&page= (issue 5): the export applications' queue. */
export function loader(args: Route.LoaderArgs) {
  return loadSalesMarketQueue(args);
}

export default function AdminSalesMarketQueueRoute({ loaderData }: Route.ComponentProps) {
  return <QueuePage kind="sales_market" {...loaderData} />;
}
