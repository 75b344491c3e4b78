import type { LoaderFunctionArgs } from 'react-router';
import { streamResultPdf } from './result-pdf.server';

/**
 * GET /admin/country-analysis/{id}/pdf, a resource route (no layout): the finished analysis's PDF
 * for the request page's plain link.
 */
export function loader({ request, context, params }: LoaderFunctionArgs) {
  return streamResultPdf({ request, context }, params.id);
}
