import { redirect } from 'react-router';
import { endpoints, type CountryAnalysisRequest } from '@portal/contract';
import { getLocaleFromPath, localizePath } from '../../i18n/locale';
import { type ApiClient } from '../../lib/api-client';
import { type RouteContext } from '../../lib/app-context';
import { streamApiFile } from '../../lib/api-file.server';
import {
  EMPTY_CLASSIFICATION,
  loadClassificationLists,
  type ClassificationValue,
} from '../../components/requests/classification-data';
import { findManagerComment } from '../../components/requests/manager-comment';
import { hasActiveFilters } from '../../components/requests/request-filters-query';
import { readSavedOutcome, requireId } from '../shared/request-address.server';
import { readRecord } from '../../lib/read-record.server';
import { readShortListFilters, toShortListQuery } from '../shared/short-list-query';
import { getCountryAnalysisPath } from './country-analysis-paths';
import { serverApi } from '../../lib/server-api.server';

type LoaderInput = { request: Request; context: RouteContext };

/** /profile/analysis-applications: one page of the company's requests under the address's filters. */
export async function loadCountryAnalysisList(input: LoaderInput) {
  const url = new URL(input.request.url);
  const filters = readShortListFilters(url.searchParams);
  const page = await serverApi(input).call(endpoints.listCountryAnalysisRequests, {
    query: toShortListQuery(filters),
  });
  return {
    filters,
    isFiltered: hasActiveFilters(filters),
    ...page,
    isDeleted: url.searchParams.get('deleted') === '1',
  };
}

/** What the form offers: every country the portal takes (reference list) and the classification levels. */
async function loadFormOptions(api: ApiClient, classification: ClassificationValue) {
  const [countries, classificationLists] = await Promise.all([
    api.call(endpoints.listCountries),
    loadClassificationLists(api, classification),
  ]);
  return { countries, classification, classificationLists };
}

function toClassificationValue(request: CountryAnalysisRequest): ClassificationValue {
  const { section, group, product_item } = request.classification;
  return { section: section?.code ?? '', group: group?.code ?? '', productItem: product_item?.code ?? '' };
}

/** /profile/pro-services/analysis/create (behind the subscription gate). */
export async function loadCountryAnalysisCreate(input: LoaderInput) {
  const options = await loadFormOptions(serverApi(input), EMPTY_CLASSIFICATION);
  return { ...options, analysisRequest: null, managerComment: null };
}

function readRequest(api: ApiClient, id: string) {
  return readRecord(() => api.call(endpoints.getCountryAnalysisRequest, { params: { id } }));
}

/**
 * /profile/analysis-applications/edit/{id}: the request and the form's options. One that may no
 * longer be changed (only `created` and `in_finalization` may) opens its page instead; one sent
 * back carries the manager's comment, from its own history.
 */
export async function loadCountryAnalysisEdit(input: LoaderInput & { id: string | undefined }) {
  const id = requireId(input.id);
  const api = serverApi(input);
  const analysisRequest = await readRequest(api, id);
  if (!analysisRequest.permissions.can_edit) {
    const locale = getLocaleFromPath(new URL(input.request.url).pathname);
    throw redirect(localizePath(getCountryAnalysisPath(id), locale));
  }
  const options = await loadFormOptions(api, toClassificationValue(analysisRequest));
  return {
    ...options,
    analysisRequest,
    managerComment: findManagerComment(analysisRequest.status, analysisRequest.history),
  };
}

/**
 * /profile/analysis-applications/{id}: the request with its history (decision 028: part of the
 * answer), the manager's comment when sent back or rejected, and the finished analysis once
 * attached. Reading needs no subscription.
 */
export async function loadCountryAnalysisDetail(input: LoaderInput & { id: string | undefined }) {
  const id = requireId(input.id);
  const analysisRequest = await readRequest(serverApi(input), id);
  return {
    analysisRequest,
    managerComment: findManagerComment(analysisRequest.status, analysisRequest.history),
    saved: readSavedOutcome(new URL(input.request.url)),
  };
}

/** GET /profile/analysis-applications/{id}/pdf: the finished analysis's PDF, in the page's language. */
export function streamCountryAnalysisPdf(input: LoaderInput & { id: string | undefined }) {
  const id = requireId(input.id);
  return streamApiFile({ ...input, entry: endpoints.downloadCountryAnalysisResult, params: { id } });
}
