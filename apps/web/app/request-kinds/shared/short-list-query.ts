import { SHORT_APPLICATION_STATUSES, type ShortApplicationStatus } from '@portal/contract';
import {
  readRequestFilters,
  toApiListQuery,
  type RequestFilterValues,
} from '../../components/requests/request-filters-query';

/**
 * The filters of the lists of the kinds on the shorter status set in the address (`?status=in_process&page=2`): the
 * common ones, the status from the shorter set only (spec §4); anything else is dropped, so a
 * hand-edited address still shows a list.
 */
export function readShortListFilters(params: URLSearchParams): RequestFilterValues {
  return readRequestFilters(params, SHORT_APPLICATION_STATUSES);
}

/** What a short-set list's query holds (the list filters of spec §7 with the shorter status set). */
export type ShortListQuery = {
  page?: number;
  status?: ShortApplicationStatus;
  date_from?: string;
  date_to?: string;
  search?: string;
  hs?: string;
};

/** A short-set list's query (`GET /country-analyses/manage/list`, …): only what is set. */
export function toShortListQuery(values: RequestFilterValues): ShortListQuery {
  const { page, status, ...rest } = toApiListQuery(values);
  // readShortListFilters keeps only a status of the shorter set.
  const shortStatus = SHORT_APPLICATION_STATUSES.find((candidate) => candidate === status);
  return { page, ...(shortStatus ? { status: shortStatus } : {}), ...rest } as ShortListQuery;
}
