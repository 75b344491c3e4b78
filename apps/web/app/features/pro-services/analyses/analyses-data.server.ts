import { redirect } from 'react-router';
import { endpoints } from '@portal/contract';
import { getLocaleFromPath, localizePath } from '../../../i18n/locale';
import { isApiError } from '../../../lib/api-error';
import { streamApiFile } from '../../../lib/api-file.server';
import { type RouteContext } from '../../../lib/app-context';
import {
  ANALYSIS_BASE_PATH,
  readAnalysesFilters,
  readPublishedAnalysisId,
  toPublishedAnalysesQuery,
} from './analyses-query';
import { notFound, readRecord } from '../../../lib/read-record.server';
import { serverApi } from '../../../lib/server-api.server';

type LoaderInput = { request: Request; context: RouteContext };

/**
 * /profile/pro-services/analysis: one page of the published analyses under the country filter,
 * and the countries to filter by. The list (titles, summaries) is everyone's (decision 028); the
 * page decides whether its rows lead to the texts.
 */
export async function loadAnalysisService(input: LoaderInput) {
  const filters = readAnalysesFilters(new URL(input.request.url).searchParams);
  const api = serverApi(input);
  const [page, countries] = await Promise.all([
    api.call(endpoints.listPublishedAnalyses, { query: toPublishedAnalysesQuery(filters) }),
    api.call(endpoints.listCountries),
  ]);
  return { filters, ...page, countries };
}

/**
 * /profile/pro-services/analysis/{id} (behind the subscription gate): the analysis's full text.
 * An unknown or unpublished one is the 404 page; a 403 (the subscription ended between the gate
 * and the call) sends the company back to the service's base page, as the gate would.
 */
export async function loadPublishedAnalysis(input: LoaderInput & { id: string | undefined }) {
  const id = readPublishedAnalysisId(input.id);
  if (id === null) notFound();
  try {
    return await readRecord(async () => ({
      analysis: await serverApi(input).call(endpoints.getPublishedAnalysis, { params: { id } }),
    }));
  } catch (error) {
    if (isApiError(error) && error.status === 403) {
      throw redirect(
        localizePath(ANALYSIS_BASE_PATH, getLocaleFromPath(new URL(input.request.url).pathname)),
      );
    }
    throw error;
  }
}

/** GET /profile/pro-services/analysis/{id}/pdf: the analysis's PDF, in the page's language; subscribers only. */
export function streamPublishedAnalysisPdf(input: LoaderInput & { id: string | undefined }) {
  const id = readPublishedAnalysisId(input.id);
  if (id === null) notFound();
  return streamApiFile({
    ...input,
    entry: endpoints.downloadPublishedAnalysis,
    params: { id: String(id) },
    forbiddenPath: ANALYSIS_BASE_PATH,
  });
}
