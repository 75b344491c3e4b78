import { CHECK_LIST_CATEGORY_CODES, SHORT_APPLICATION_STATUSES } from '@portal/contract';
import {
  hasActiveFilters,
  readRequestFilters,
  toApiListQuery,
  type RequestFilterValues,
} from '../requests/shared/request-filters-query';

/** The list's filters in the address: the common ones (short status set) and the kind of analysis. */
export type CheckListFilterValues = RequestFilterValues & { category: string };

/** Reads the filters of /profile/check-list; an unknown status or category is dropped. */
export function readCheckListFilters(params: URLSearchParams): CheckListFilterValues {
  const category = (params.get('category') ?? '').trim();
  return {
    ...readRequestFilters(params, SHORT_APPLICATION_STATUSES),
    category: (CHECK_LIST_CATEGORY_CODES as readonly string[]).includes(category) ? category : '',
  };
}

/** `GET /profile/check-list/manage` query: only what is set. */
export function toCheckListQuery(values: CheckListFilterValues): Record<string, string | number> {
  const query = toApiListQuery(values);
  if (values.category !== '') query.category = values.category;
  return query;
}

export function hasActiveCheckListFilters(values: CheckListFilterValues): boolean {
  return hasActiveFilters(values) || values.category !== '';
}
