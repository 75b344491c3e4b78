import type { Route } from './+types/country-action-new';
import { buildAdminMeta } from '../../components/back-office/admin-meta';
import {
  createNewCountryActionHandlers,
  loadNewCountryAction,
} from '../../features/admin/country-actions/country-actions-data.server';
import { CountryActionPage } from '../../features/admin/country-actions/country-action-page';
import { handleFormAction } from '../../lib/forms/submit-form.server';

export const meta: Route.MetaFunction = (args) => buildAdminMeta(args, 'countryActionNew');

/** /admin/country-actions/new (issue 15 §3, §5): a new event, live as soon as it is saved. */
export function loader(args: Route.LoaderArgs) {
  return loadNewCountryAction(args);
}

/** The event created; its editor opens. */
export function action(args: Route.ActionArgs) {
  return handleFormAction(args, createNewCountryActionHandlers());
}

export default function AdminCountryActionNewRoute({ loaderData }: Route.ComponentProps) {
  return <CountryActionPage action={null} participants={[]} countries={loaderData.countries} />;
}
