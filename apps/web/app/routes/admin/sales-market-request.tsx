import type { Route } from './+types/sales-market-request';
import { loadSalesMarketRequest } from '../../features/admin/admin-data.server';
import { createSalesMarketHandlers } from '../../features/admin/admin-handlers.server';
import { buildAdminMeta } from '../../features/admin/admin-meta';
import { SalesMarketRequestPage } from '../../request-kinds/sales-market/back-office/sales-market-request-page';
import { handleFormAction } from '../../lib/forms/submit-form.server';

export const meta: Route.MetaFunction = (args) =>
  buildAdminMeta(
    args,
    'salesMarketRequest',
    args.loaderData ? `№ ${args.loaderData.request.application.number}` : undefined,
  );

/** /admin/sales-market/{id} (issue 5): one export application for a manager. */
export function loader(args: Route.LoaderArgs) {
  return loadSalesMarketRequest(args, args.params.id);
}

/** A status move, or an importer's contacts shared with the exporter. */
export function action(args: Route.ActionArgs) {
  return handleFormAction(args, createSalesMarketHandlers(args.params.id));
}

export default function AdminSalesMarketRequestRoute({ loaderData }: Route.ComponentProps) {
  return <SalesMarketRequestPage request={loaderData.request} countries={loaderData.countries} />;
}
