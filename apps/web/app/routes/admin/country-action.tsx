import type { Route } from './+types/country-action';
import { buildAdminMeta } from '../../components/back-office/admin-meta';
import {
  createCountryActionHandlers,
  loadCountryAction,
} from '../../features/admin/country-actions/country-actions-data.server';
import { CountryActionPage } from '../../features/admin/country-actions/country-action-page';
import { getLocaleFromPath } from '../../i18n/locale';
import { pickName } from '../../lib/localized-name';
import { handleFormAction } from '../../lib/forms/submit-form.server';

export const meta: Route.MetaFunction = (args) =>
  buildAdminMeta(
    args,
    'countryAction',
    args.loaderData
      ? pickName(args.loaderData.action.title, getLocaleFromPath(args.location.pathname))
      : undefined,
  );

/** /admin/country-actions/{id} (issue 15 §3, §5): one event's editor, its participants and preview. */
export function loader(args: Route.LoaderArgs) {
  return loadCountryAction(args, args.params.id);
}

/** The event saved, live at once (`PUT /admin/country-actions/{id}`). */
export function action(args: Route.ActionArgs) {
  return handleFormAction(args, createCountryActionHandlers(args.params.id));
}

export default function AdminCountryActionRoute({ loaderData }: Route.ComponentProps) {
  // Another event (another id) starts its form afresh.
  return (
    <CountryActionPage
      key={loaderData.action.id}
      action={loaderData.action}
      participants={loaderData.participants}
      countries={loaderData.countries}
    />
  );
}
