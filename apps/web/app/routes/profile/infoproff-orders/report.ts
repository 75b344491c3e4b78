import type { LoaderFunctionArgs } from 'react-router';
import { streamReportPdf } from '../../../features/report-orders/report-orders-data.server';

/**
 * GET /profile/infoproff-orders/{id}/report, a resource route (no layout): the ready report's PDF
 * for the order page's plain 'Download' link; the API decides who may read it.
 */
export function loader({ request, context, params }: LoaderFunctionArgs) {
  return streamReportPdf({ request, context, id: params.id });
}
