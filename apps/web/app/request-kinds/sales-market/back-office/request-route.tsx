import type { Route } from './+types/request-route';
import { buildAdminMeta } from '../../../components/back-office/admin-meta';
import { SalesMarketRequestPage } from './sales-market-request-page';
import { createSalesMarketHandlers, loadSalesMarketRequest } from './sales-market-back-office.server';
import { handleFormAction } from '../../../lib/forms/submit-form.server';

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
