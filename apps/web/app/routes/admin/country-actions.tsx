import type { Route } from './+types/country-actions';
import { buildAdminMeta } from '../../components/back-office/admin-meta';
import { loadCountryActions } from '../../features/admin/country-actions/country-actions-data.server';
import { CountryActionsPage } from '../../features/admin/country-actions/country-actions-page';

export const meta: Route.MetaFunction = (args) => buildAdminMeta(args, 'countryActions');

/** /admin/country-actions?when=&country=&page= (issue 15 §3, §5): the events in importing countries. */
export function loader(args: Route.LoaderArgs) {
  return loadCountryActions(args);
}

export default function AdminCountryActionsRoute({ loaderData }: Route.ComponentProps) {
  return <CountryActionsPage {...loaderData} />;
}
