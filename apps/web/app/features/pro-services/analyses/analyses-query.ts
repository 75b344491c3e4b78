import { isBlockedCountry, isIsoCountryCode, type EndpointInput, type endpoints } from '@portal/contract';

/** The filters of the published analyses in the address (`?country=PL&page=2`). */
export type AnalysesFilters = { country: string; page: number };

/** The query of `GET /country-analyses` (listPublishedAnalyses). */
export type PublishedAnalysesQuery = NonNullable<
  EndpointInput<typeof endpoints.listPublishedAnalyses>['query']
>;

/** The base page of the service and its sub-pages (spec §2), as Ukrainian paths. */
export const ANALYSIS_BASE_PATH = '/profile/pro-services/analysis';
export const ANALYSIS_CREATE_PATH = `${ANALYSIS_BASE_PATH}/create`;

export function publishedAnalysisPath(id: number): string {
  return `${ANALYSIS_BASE_PATH}/${id}`;
}

/** The PDF of a published analysis: a resource route beside its page (a plain link's target). */
export function publishedAnalysisPdfPath(id: number): string {
  return `${publishedAnalysisPath(id)}/pdf`;
}

/**
 * Reads the filters from the address. A country the API would refuse (not an ISO code, a blocked
 * one) or a page out of range is dropped, so a hand-edited address still shows the list.
 */
export function readAnalysesFilters(params: URLSearchParams): AnalysesFilters {
  const country = (params.get('country') ?? '').trim().toUpperCase();
  const page = Number(params.get('page') ?? '1');
  return {
    country: isIsoCountryCode(country) && !isBlockedCountry(country) ? country : '',
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

/** `GET /country-analyses` query: only what is set. */
export function toPublishedAnalysesQuery(filters: AnalysesFilters): PublishedAnalysesQuery {
  return { page: filters.page, ...(filters.country ? { country: filters.country } : {}) };
}

/** A published analysis's id from the address (a positive 32-bit integer, as the API takes it), or null. */
export function readPublishedAnalysisId(raw: string | undefined): number | null {
  if (raw === undefined || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= 2_147_483_647 ? id : null;
}
