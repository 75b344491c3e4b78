import type { Route } from './+types/tariffs';
import { buildAdminMeta } from '../../components/back-office/admin-meta';
import { loadAdminTariffs } from '../../features/admin/money/money-data.server';
import { TariffsPage } from '../../features/admin/money/tariffs-page';

export const meta: Route.MetaFunction = (args) => buildAdminMeta(args, 'tariffs');

/** /admin/tariffs (issue 14 §5): every tariff, public or not. */
export function loader(args: Route.LoaderArgs) {
  return loadAdminTariffs(args);
}

export default function AdminTariffsRoute({ loaderData }: Route.ComponentProps) {
  return <TariffsPage tariffs={loaderData.tariffs} />;
}
