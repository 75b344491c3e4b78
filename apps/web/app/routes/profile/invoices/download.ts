import type { LoaderFunctionArgs } from 'react-router';
import { streamInvoicePdf } from '../../../features/invoices/invoices-data.server';

/**
 * GET /profile/invoices/{id}/pdf, a resource route (no layout): the invoice's PDF in the page's
 * language, for the invoice page's plain 'Download PDF' link (features/invoices).
 */
export function loader({ request, context, params }: LoaderFunctionArgs) {
  return streamInvoicePdf({ request, context, id: params.id });
}
