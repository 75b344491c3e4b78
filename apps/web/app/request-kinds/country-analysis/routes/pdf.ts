import type { LoaderFunctionArgs } from 'react-router';
import { streamCountryAnalysisPdf } from '../country-analysis-data.server';

/**
 * GET /profile/analysis-applications/{id}/pdf, a resource route (no layout): the finished
 * analysis's PDF (`downloadCountryAnalysisResult`) for the request page's plain download link.
 */
export function loader({ request, context, params }: LoaderFunctionArgs) {
  return streamCountryAnalysisPdf({ request, context, id: params.id });
}
