import { endpoints } from '@portal/contract';
import { streamApiFile } from '../../../lib/api-file.server';
import { notFound } from '../../../lib/read-record.server';
import type { RouteInput } from '../../../lib/server-api.server';

/**
 * A request's finished analysis for the page's plain link, passed through as the API answers it:
 * signed out → sign in and back; not staff, an unknown request or one without a PDF → the API's
 * 403 or 404. (A request kind's own: it moves to its kind's folder with issue 26 §1.)
 */

/** GET /admin/country-analysis/{id}/pdf: the finished analysis attached to a request. */
export function streamResultPdf(input: RouteInput, id: string | undefined) {
  if (!id) notFound();
  return streamApiFile({ ...input, entry: endpoints.downloadAdminCountryAnalysisResult, params: { id } });
}
