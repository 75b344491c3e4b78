import type { LoaderFunctionArgs } from 'react-router';
import { streamPublishedAnalysisPdf } from '../../../features/pro-services/analyses/analyses-data.server';

/**
 * GET /profile/pro-services/analysis/{id}/pdf, a resource route (no layout): a published
 * analysis's PDF in the page's language (`downloadPublishedAnalysis`). Without a subscription the
 * API answers 403 and the browser lands on the service's base page, as the gate sends it.
 */
export function loader({ request, context, params }: LoaderFunctionArgs) {
  return streamPublishedAnalysisPdf({ request, context, id: params.id });
}
