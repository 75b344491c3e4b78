import { endpoints } from '@portal/contract';
import { streamApiFile } from '../../../lib/api-file.server';
import type { RouteInput } from '../../../lib/server-api.server';
import { notFound } from '../../../lib/read-record.server';

/**
 * The back office's stored PDFs for the pages' plain links (a request's finished analysis, a
 * published or draft analysis), passed through as the API answers them: signed out → sign in and
 * back; not staff, an unknown record or one without a PDF → the API's 403 or 404.
 */

/** GET /admin/country-analysis/{id}/pdf: the finished analysis attached to a request. */
export function streamResultPdf(input: RouteInput, id: string | undefined) {
  if (!id) notFound();
  return streamApiFile({ ...input, entry: endpoints.downloadAdminCountryAnalysisResult, params: { id } });
}

/** GET /admin/country-analyses/{id}/pdf: a published or draft analysis's PDF. */
export function streamPublishedAnalysisPdf(input: RouteInput, id: string | undefined) {
  if (!id || !/^\d{1,10}$/.test(id)) notFound();
  return streamApiFile({ ...input, entry: endpoints.downloadAdminPublishedAnalysis, params: { id } });
}
