import type { Route } from './+types/detail';
import { loadMarketDetail } from '../../../features/requests/market/market-data.server';
import { MarketDetailPage } from '../../../features/requests/market/market-detail-page';
import { createMarketDetailHandlers } from '../../../features/requests/market/market-handlers.server';
import { buildMarketMeta } from '../../../features/requests/market/market-meta';
import { handleFormAction } from '../../../lib/forms/submit-form.server';

export const meta: Route.MetaFunction = (args) =>
  buildMarketMeta(args, 'detail', args.loaderData?.application.number);

export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadMarketDetail({ request, context, id: params.id });
}

/** Deleting the draft and rating the application; the PDF is fetched from the API (market-actions). */
export function action(args: Route.ActionArgs) {
  return handleFormAction(args, createMarketDetailHandlers(args.params.id));
}

/** /profile/market/{id} (spec §2): one export application. */
export default function MarketDetailRoute({ loaderData }: Route.ComponentProps) {
  return loaderData && <MarketDetailPage {...loaderData} />;
}
