import type { ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/importing-countries';
import { buildPageMeta } from '../../i18n/meta';
import {
  buildImportingCabinetHandlers,
  loadImportingCabinet,
} from '../../features/importing-countries/importing-cabinet-data.server';
import { ImportingCabinetView } from '../../features/importing-countries/importing-cabinet-view';
import { handleFormAction } from '../../lib/forms/submit-form.server';

/**
 * /profile/importing-countries (spec §2, issue 15 §3): the importing countries inside the
 * cabinet, with the company's progress per country, its steps and the country actions it takes
 * part in.
 */
export function loader(args: Route.LoaderArgs) {
  return loadImportingCabinet(args);
}

export function action(args: Route.ActionArgs) {
  return handleFormAction(args, buildImportingCabinetHandlers());
}

/**
 * A refused sign-up (409: already taking part, or the deadline passed meanwhile) reads the page
 * again, so the card shows the participation as it now is beside the API's message.
 */
export function shouldRevalidate({ actionStatus, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return actionStatus === 409 || defaultShouldRevalidate;
}

/** React Router gives a route's `meta` only the matches down to that route: the page's own export reads its pageMeta. */
export const meta: Route.MetaFunction = (args) => buildPageMeta(args);

export default function ProfileImportingCountriesRoute({ loaderData }: Route.ComponentProps) {
  return <ImportingCabinetView {...loaderData} />;
}
