import type { Route } from './+types/create';
import { SALES_MARKET_CREATE_HANDLERS } from '../sales-market-handlers.server';
import { SalesMarketCreatePage } from '../sales-market-create-page';
import { buildSalesMarketMeta } from '../sales-market-meta';
import { handleFormAction } from '../../../lib/forms/submit-form.server';
import { useSignedInProfile } from '../../../lib/session/use-profile';

export const meta: Route.MetaFunction = (args) => buildSalesMarketMeta(args, 'create');

export function action(args: Route.ActionArgs) {
  return handleFormAction(args, SALES_MARKET_CREATE_HANDLERS);
}

/** /profile/market/create (spec §2): step 1 of an export application. */
export default function MarketCreateRoute() {
  const profile = useSignedInProfile();
  return <SalesMarketCreatePage profile={profile} />;
}
