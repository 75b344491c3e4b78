import { endpoints } from '@portal/contract';
import { getLocaleFromPath, localizePath } from '../../../i18n/locale';
import { defineFormHandler } from '../../../lib/forms/submit-form.server';
import { serverApi, type RouteInput } from '../../../lib/server-api.server';
import {
  COUNTRY_ACTIONS_PATH,
  COUNTRY_ACTION_FIELDS,
  kyivToday,
  readCountryActionsQuery,
  toCountryActionBody,
  type CountryActionSaved,
} from './country-action-form';
import { notFound, readRecord } from '../../../lib/read-record.server';

/** The back office's country actions (issue 15 §3, §5): what the pages read and send. */

export async function loadCountryActions(input: RouteInput) {
  const query = readCountryActionsQuery(new URL(input.request.url).searchParams);
  const api = serverApi(input);
  const [page, countries] = await Promise.all([
    api.call(endpoints.listAdminCountryActions, {
      query: {
        page: query.page,
        ...(query.when ? { when: query.when } : {}),
        ...(query.geo_country_id ? { geo_country_id: query.geo_country_id } : {}),
      },
    }),
    api.call(endpoints.listGeoCountries),
  ]);
  // Upcoming or past is judged on the server's Kyiv day, so the page and its hydration agree.
  return { query, countries, today: kyivToday(), ...page };
}

/** An id of the address the API could take: a whole positive number, else this page's 404. */
export function toCountryActionId(id: string | undefined): number {
  const number = Number(id);
  if (
    !id ||
    !/^\d{1,10}$/.test(id) ||
    !Number.isSafeInteger(number) ||
    number < 1 ||
    number > 2_147_483_647
  ) {
    notFound();
  }
  return number;
}

/** An action's editor: the action with its participants (one call), and the importing countries. */
export async function loadCountryAction(input: RouteInput, id: string | undefined) {
  const api = serverApi(input);
  const actionId = toCountryActionId(id);
  const [view, countries] = await Promise.all([
    readRecord(() => api.call(endpoints.listCountryActionParticipants, { params: { id: String(actionId) } })),
    api.call(endpoints.listGeoCountries),
  ]);
  return { action: view.action, participants: view.participants, countries };
}

export async function loadNewCountryAction(input: RouteInput) {
  return { countries: await serverApi(input).call(endpoints.listGeoCountries) };
}

/** A new action, live at once (`POST /admin/country-actions`): the manager goes on in its editor. */
export function createNewCountryActionHandlers() {
  return {
    'country-action': defineFormHandler<CountryActionSaved>({
      fields: COUNTRY_ACTION_FIELDS,
      async submit({ api, values, request }) {
        const created = await api.call(endpoints.createAdminCountryAction, {
          body: toCountryActionBody(values),
        });
        const locale = getLocaleFromPath(new URL(request.url).pathname);
        return { redirectTo: localizePath(`${COUNTRY_ACTIONS_PATH}/${created.id}?created=1`, locale) };
      },
    }),
  };
}

/** An action's editor: saved as it is, live at once (its participants stay). */
export function createCountryActionHandlers(id: string | undefined) {
  const params = { id: String(toCountryActionId(id)) };
  return {
    'country-action': defineFormHandler<CountryActionSaved>({
      fields: COUNTRY_ACTION_FIELDS,
      async submit({ api, values }) {
        await api.call(endpoints.updateAdminCountryAction, { params, body: toCountryActionBody(values) });
        return { data: { saved: true } };
      },
    }),
  };
}
