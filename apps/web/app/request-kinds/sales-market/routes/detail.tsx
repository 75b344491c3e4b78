import type { Route } from './+types/detail';
import { loadSalesMarketDetail } from '../sales-market-data.server';
import { SalesMarketDetailPage } from '../sales-market-detail-page';
import { createSalesMarketDetailHandlers } from '../sales-market-handlers.server';
import { buildSalesMarketMeta } from '../sales-market-meta';
import { handleFormAction } from '../../../lib/forms/submit-form.server';

export const meta: Route.MetaFunction = (args) =>
  buildSalesMarketMeta(args, 'detail', args.loaderData?.application.number);

export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadSalesMarketDetail({ request, context, id: params.id });
}

/** Deleting the draft and rating the application; the PDF is fetched from the API (market-actions). */
export function action(args: Route.ActionArgs) {
  return handleFormAction(args, createSalesMarketDetailHandlers(args.params.id));
}

/** /profile/market/{id} (spec §2): one export application. */
export default function MarketDetailRoute({ loaderData }: Route.ComponentProps) {
  return <SalesMarketDetailPage {...loaderData} />;
}
