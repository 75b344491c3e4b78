import { data, redirect } from 'react-router';
import { endpointPath, endpoints, LOCALIZATION_HEADER, toApiLocale } from '@portal/contract';
import { getLocaleFromPath, localizePath } from '../../../i18n/locale';
import { getAppContext } from '../../../lib/app-context';
import { LOGIN_PATH } from '../../../lib/session/guard';
import { buildLoginRedirect } from '../../../lib/session/redirect-param';
import type { LoaderInput } from '../admin-data.server';
import { toCountryActionId } from './country-actions-data.server';

/** What the API's CSV keeps on its way to the browser: its type (UTF-8), its file name, no caching. */
const PASSED_HEADERS = ['content-type', 'content-disposition', 'cache-control', 'content-length'];

/**
 * GET /admin/country-actions/{id}/participants.csv: the participants' CSV of the API passed
 * through unchanged (UTF-8 with a BOM, decision 029 §3) for the editor's plain link. Signed out →
 * the sign-in page and back; a malformed or unknown id → 404; not staff → the API's 403.
 */
export async function streamParticipantsCsv({ request, context }: LoaderInput, id: string | undefined) {
  const params = { id: String(toCountryActionId(id)) };
  const url = new URL(request.url);
  const locale = getLocaleFromPath(url.pathname);
  const response = await getAppContext(context).apiFetch(
    endpointPath(endpoints.downloadCountryActionParticipants, { params }),
    { method: 'GET', headers: { accept: 'text/csv', [LOCALIZATION_HEADER]: toApiLocale(locale) } },
  );
  if (response.status === 401) {
    throw redirect(buildLoginRedirect(localizePath(LOGIN_PATH, locale), `${url.pathname}${url.search}`));
  }
  if (!response.ok) throw data(null, { status: response.status === 422 ? 404 : response.status });
  const headers = new Headers();
  for (const name of PASSED_HEADERS) {
    const value = response.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  return new Response(response.body, { status: 200, headers });
}
