import { data, type ActionFunctionArgs } from 'react-router';
import { endpointPath, endpointRoute, endpoints, LOCALIZATION_HEADER, toApiLocale } from '@portal/contract';
import { getLocaleFromPath } from '../../../i18n/locale';
import { getAppContext } from '../../../lib/app-context';

/** What the PDF answer keeps on its way to the browser. */
const PASSED_HEADERS = ['content-type', 'content-disposition', 'cache-control', 'content-length'];

/**
 * POST /profile/market/{id}/pdf, a resource route: the detail page's 'Download PDF' form posts
 * here when JavaScript is off, and the API's PDF (`POST /profile/sales-market/download/{id}`,
 * an attachment `export-application-<n>.pdf`) is passed through unchanged. A UI route's action
 * cannot do this: React Router reads a Response returned there as data for the page.
 */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const locale = toApiLocale(getLocaleFromPath(new URL(request.url).pathname));
  const entry = endpoints.downloadSalesMarketApplication;
  if (!params.id) throw data(null, { status: 404 });
  // In-process and passed through as it comes: the client's `call` reads JSON answers only.
  const response = await getAppContext(context).apiFetch(endpointPath(entry, { params: { id: params.id } }), {
    method: endpointRoute(entry).method,
    headers: { accept: 'application/pdf', [LOCALIZATION_HEADER]: locale },
  });
  if (!response.ok) throw data(null, { status: response.status });
  const headers = new Headers();
  for (const name of PASSED_HEADERS) {
    const value = response.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  return new Response(response.body, { status: 200, headers });
}
