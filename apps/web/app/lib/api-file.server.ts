import { data, redirect } from 'react-router';
import {
  endpointPath,
  endpointRoute,
  LOCALIZATION_HEADER,
  toApiLocale,
  type AnyEndpoint,
} from '@portal/contract';
import { getLocaleFromPath, localizePath } from '../i18n/locale';
import { getAppContext, type RouteContext } from './app-context';
import { LOGIN_PATH } from './session/guard';
import { buildLoginRedirect } from './session/redirect-param';

/** What a file answer of the API keeps on its way to the browser (decision 028: type, name, ETag, no caching). */
const PASSED_HEADERS = ['content-type', 'content-disposition', 'cache-control', 'content-length', 'etag'];

export type ApiFileInput = {
  request: Request;
  context: RouteContext;
  /** An entry of the endpoint table that `produces` a file. */
  entry: AnyEndpoint;
  /** The file's media type asked for; a PDF unless said. */
  accept?: string;
  params: Record<string, string>;
  /**
   * Where a 403 of the API sends the browser (a Ukrainian path, shown in the page's language):
   * the base page of a service the caller's company has no subscription for. Without it a 403
   * is the error page.
   */
  forbiddenPath?: string;
};

/**
 * A file of the API (a PDF, a CSV, a calendar) passed through unchanged by a resource route (a plain link's target, for
 * pages that name a file for download), in the page's language: signed out → the sign-in page
 * and back; a malformed id (422) or another company's record → 404; a 403 → `forbiddenPath`.
 * In-process, like every call of the web's server; the API client's `call` reads JSON only.
 */
export async function streamApiFile({
  request,
  context,
  entry,
  params,
  accept = 'application/pdf',
  forbiddenPath,
}: ApiFileInput): Promise<Response> {
  const url = new URL(request.url);
  const locale = getLocaleFromPath(url.pathname);
  const response = await getAppContext(context).apiFetch(endpointPath(entry, { params }), {
    method: endpointRoute(entry).method,
    headers: { accept, [LOCALIZATION_HEADER]: toApiLocale(locale) },
  });
  if (response.status === 401) {
    throw redirect(buildLoginRedirect(localizePath(LOGIN_PATH, locale), `${url.pathname}${url.search}`));
  }
  if (response.status === 403 && forbiddenPath !== undefined) {
    throw redirect(localizePath(forbiddenPath, locale));
  }
  if (!response.ok) throw data(null, { status: response.status === 422 ? 404 : response.status });
  const headers = new Headers();
  for (const name of PASSED_HEADERS) {
    const value = response.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  return new Response(response.body, { status: 200, headers });
}
