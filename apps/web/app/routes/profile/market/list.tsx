import type { Route } from './+types/list';
import { loadMarketList } from '../../../features/requests/market/market-data.server';
import { MarketListPage } from '../../../features/requests/market/market-list-page';
import { buildMarketMeta } from '../../../features/requests/market/market-meta';

export const meta: Route.MetaFunction = (args) => buildMarketMeta(args, 'list');

export function loader(args: Route.LoaderArgs) {
  return loadMarketList(args);
}

/** /profile/market (spec §2): the company's export applications. */
export default function MarketListRoute({ loaderData }: Route.ComponentProps) {
  return loaderData && <MarketListPage {...loaderData} />;
}
