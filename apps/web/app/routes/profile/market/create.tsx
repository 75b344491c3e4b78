import type { Route } from './+types/create';
import { MARKET_CREATE_HANDLERS } from '../../../features/requests/market/market-handlers.server';
import { MarketCreatePage } from '../../../features/requests/market/market-create-page';
import { buildMarketMeta } from '../../../features/requests/market/market-meta';
import { handleFormAction } from '../../../lib/forms/submit-form.server';
import { useProfile } from '../../../lib/session/use-profile';

export const meta: Route.MetaFunction = (args) => buildMarketMeta(args, 'create');

export function action(args: Route.ActionArgs) {
  return handleFormAction(args, MARKET_CREATE_HANDLERS);
}

/** /profile/market/create (spec §2): step 1 of an export application. */
export default function MarketCreateRoute() {
  const profile = useProfile();
  return profile && <MarketCreatePage profile={profile} />;
}
