import type { ActionFunctionArgs } from 'react-router';
import { endpoints } from '@portal/contract';
import { streamApiFile } from '../../../lib/api-file.server';
import { notFound } from '../../../lib/read-record.server';

/**
 * POST /profile/market/{id}/pdf, a resource route: the detail page's 'Download PDF' form posts
 * here when JavaScript is off, and the API's PDF (`POST /profile/sales-market/download/{id}`,
 * an attachment `export-application-<n>.pdf`) is passed through unchanged by the one file
 * pass-through. A UI route's action cannot do this: React Router reads a Response returned there
 * as data for the page.
 */
export async function action({ request, context, params }: ActionFunctionArgs) {
  if (!params.id) notFound();
  return streamApiFile({
    request,
    context,
    entry: endpoints.downloadSalesMarketApplication,
    params: { id: params.id },
  });
}
