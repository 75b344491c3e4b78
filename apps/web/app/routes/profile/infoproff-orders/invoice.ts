import type { LoaderFunctionArgs } from 'react-router';
import { streamReportInvoicePdf } from '../../../features/report-orders/report-orders-data.server';

/**
 * GET /profile/infoproff-orders/{id}/invoice, a resource route (no layout): the order's invoice as
 * a PDF in the page's language, for the order page's plain link; the API decides who may read it.
 */
export function loader({ request, context, params }: LoaderFunctionArgs) {
  return streamReportInvoicePdf({ request, context, id: params.id });
}
