import type { Route } from './+types/list';
import { loadSalesMarketList } from '../sales-market-data.server';
import { SalesMarketListPage } from '../sales-market-list-page';
import { buildSalesMarketMeta } from '../sales-market-meta';

export const meta: Route.MetaFunction = (args) => buildSalesMarketMeta(args, 'list');

export function loader(args: Route.LoaderArgs) {
  return loadSalesMarketList(args);
}

/** /profile/market (spec §2): the company's export applications. */
export default function MarketListRoute({ loaderData }: Route.ComponentProps) {
  return <SalesMarketListPage {...loaderData} />;
}
