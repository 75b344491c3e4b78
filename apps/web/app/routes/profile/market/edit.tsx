import type { Route } from './+types/edit';
import { loadMarketEdit } from '../../../features/requests/market/market-data.server';
import { MarketEditPage } from '../../../features/requests/market/market-edit-page';
import { createMarketEditHandlers } from '../../../features/requests/market/market-handlers.server';
import { buildMarketMeta } from '../../../features/requests/market/market-meta';
import { handleFormAction } from '../../../lib/forms/submit-form.server';

export const meta: Route.MetaFunction = (args) =>
  buildMarketMeta(args, 'edit', args.loaderData?.application.number);

export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadMarketEdit({ request, context, id: params.id });
}

export function action(args: Route.ActionArgs) {
  return handleFormAction(args, createMarketEditHandlers(args.params.id));
}

/** /profile/market/edit/{id} (spec §2): step 2 of an export application. */
export default function MarketEditRoute({ loaderData }: Route.ComponentProps) {
  return loaderData && <MarketEditPage {...loaderData} />;
}
