import {
  CHECK_LIST_CATEGORY_CODES,
  SHORT_APPLICATION_STATUSES,
  type CheckListCategory,
  type EndpointInput,
  type endpoints,
} from '@portal/contract';
import {
  hasActiveFilters,
  readRequestFilters,
  toApiListQuery,
  type RequestFilterValues,
} from '../../components/requests/request-filters-query';

/** The list's filters in the address: the common ones (short status set) and the kind of analysis. */
export type CheckListFilterValues = RequestFilterValues & { category: CheckListCategory | '' };

function isCategory(value: string): value is CheckListCategory {
  return (CHECK_LIST_CATEGORY_CODES as readonly string[]).includes(value);
}

/** Reads the filters of /profile/check-list; an unknown status or category is dropped. */
export function readCheckListFilters(params: URLSearchParams): CheckListFilterValues {
  const category = (params.get('category') ?? '').trim();
  return {
    ...readRequestFilters(params, SHORT_APPLICATION_STATUSES),
    category: isCategory(category) ? category : '',
  };
}

/** The query of `GET /profile/check-list/manage` (listCheckListRequests). */
export type CheckListQuery = NonNullable<EndpointInput<typeof endpoints.listCheckListRequests>['query']>;

/** `GET /profile/check-list/manage` query: only what is set. */
export function toCheckListQuery(values: CheckListFilterValues): CheckListQuery {
  const { page, status, ...rest } = toApiListQuery(values);
  // readCheckListFilters keeps only a status of the short set.
  const shortStatus = SHORT_APPLICATION_STATUSES.find((candidate) => candidate === status);
  const query: CheckListQuery = { page, ...(shortStatus ? { status: shortStatus } : {}), ...rest };
  if (values.category !== '') query.category = values.category;
  return query;
}

export function hasActiveCheckListFilters(values: CheckListFilterValues): boolean {
  return hasActiveFilters(values) || values.category !== '';
}
