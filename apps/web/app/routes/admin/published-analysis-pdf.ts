import type { LoaderFunctionArgs } from 'react-router';
import { streamPublishedAnalysisPdf } from '../../features/admin/published-analyses/published-analyses-data.server';

/**
 * GET /admin/country-analyses/{id}/pdf, a resource route (no layout): a published or draft
 * analysis's PDF for the editor's plain link.
 */
export function loader({ request, context, params }: LoaderFunctionArgs) {
  return streamPublishedAnalysisPdf({ request, context }, params.id);
}
