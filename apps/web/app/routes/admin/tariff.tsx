import type { Route } from './+types/tariff';
import { buildAdminMeta } from '../../components/back-office/admin-meta';
import { findAdminTariff, loadAdminTariff } from '../../features/admin/money/money-data.server';
import { createTariffHandlers } from '../../features/admin/money/money-handlers.server';
import { TariffPage } from '../../features/admin/money/tariff-page';
import { getLocaleFromPath } from '../../i18n/locale';
import { pickName } from '../../lib/localized-name';
import { handleFormAction } from '../../lib/forms/submit-form.server';

export const meta: Route.MetaFunction = (args) =>
  buildAdminMeta(
    args,
    'tariff',
    args.loaderData
      ? pickName(args.loaderData.tariff.name, getLocaleFromPath(args.location.pathname))
      : undefined,
  );

/** /admin/tariffs/{id} (issue 14 §5): one tariff's editor. */
export function loader(args: Route.LoaderArgs) {
  return loadAdminTariff(args, args.params.id);
}

/** The tariff saved (`PUT /admin/tariffs/{id}`): the form's rows are the tariff's, so it is read first. */
export async function action(args: Route.ActionArgs) {
  const tariff = await findAdminTariff(args, args.params.id);
  return handleFormAction(args, createTariffHandlers(tariff));
}

export default function AdminTariffRoute({ loaderData }: Route.ComponentProps) {
  // A new tariff (another id) starts its form afresh.
  return <TariffPage key={loaderData.tariff.id} tariff={loaderData.tariff} />;
}
