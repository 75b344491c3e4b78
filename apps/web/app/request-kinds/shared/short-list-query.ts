import { SHORT_APPLICATION_STATUSES, type EndpointInput, type endpoints } from '@portal/contract';
import {
  readRequestFilters,
  toApiListQuery,
  type RequestFilterValues,
} from '../../components/requests/request-filters-query';

/** The query of `GET /country-analyses/manage/list` (listCountryAnalysisRequests). */
export type CountryAnalysisQuery = NonNullable<
  EndpointInput<typeof endpoints.listCountryAnalysisRequests>['query']
>;
/** The query of `GET /assistant/list` (listAssistantRequests). */
export type AssistantQuery = NonNullable<EndpointInput<typeof endpoints.listAssistantRequests>['query']>;

/**
 * The filters of the lists of issue 15's kinds in the address (`?status=in_process&page=2`): the
 * common ones, the status from the shorter set only (spec §4); anything else is dropped, so a
 * hand-edited address still shows a list.
 */
export function readShortListFilters(params: URLSearchParams): RequestFilterValues {
  return readRequestFilters(params, SHORT_APPLICATION_STATUSES);
}

/** `GET /country-analyses/manage/list` query: only what is set. */
export function toCountryAnalysisQuery(values: RequestFilterValues): CountryAnalysisQuery {
  const { page, status, ...rest } = toApiListQuery(values);
  // readShortListFilters keeps only a status of the shorter set.
  const shortStatus = SHORT_APPLICATION_STATUSES.find((candidate) => candidate === status);
  return { page, ...(shortStatus ? { status: shortStatus } : {}), ...rest };
}

/** `GET /assistant/list` query: the same, but an assistance request has no classification to filter by. */
export function toAssistantQuery(values: RequestFilterValues): AssistantQuery {
  const { hs: _classification, ...query } = toCountryAnalysisQuery(values);
  return query;
}
