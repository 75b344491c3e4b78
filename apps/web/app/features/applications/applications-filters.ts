import {
  APPLICATION_STATUSES,
  REQUEST_KINDS,
  SHORT_APPLICATION_STATUSES,
  type ApplicationStatus,
  type EndpointInput,
  type endpoints,
  type RequestKind,
  type StatusList,
} from '@portal/contract';
import {
  hasActiveFilters,
  readRequestFilters,
  toApiListQuery,
  type RequestFilterValues,
} from '../../components/requests/request-filters-query';

/** The filters of /profile/applications: the common ones and the kind of application. */
export type ApplicationsFilterValues = RequestFilterValues & { kind: RequestKind | '' };

function isKind(value: string): value is RequestKind {
  return (REQUEST_KINDS as readonly string[]).includes(value);
}

/**
 * The statuses the status filter offers and how it names them: market-analysis requests alone
 * use the short set, where `in_process` reads 'В роботі' (spec §4); otherwise the full set.
 */
export function statusFilterOf(kind: RequestKind | ''): {
  statuses: readonly ApplicationStatus[];
  list: StatusList;
} {
  return kind === 'check_list'
    ? { statuses: SHORT_APPLICATION_STATUSES, list: 'short' }
    : { statuses: APPLICATION_STATUSES, list: 'full' };
}

/** Reads the filters from the address; an unknown kind or a status the kind lacks is dropped. */
export function readApplicationsFilters(params: URLSearchParams): ApplicationsFilterValues {
  const raw = (params.get('kind') ?? '').trim();
  const kind = isKind(raw) ? raw : '';
  return { ...readRequestFilters(params, statusFilterOf(kind).statuses), kind };
}

/** The query of `GET /profile/get-all-applications` (listAllApplications). */
export type ApplicationsQuery = NonNullable<EndpointInput<typeof endpoints.listAllApplications>['query']>;

/** `GET /profile/get-all-applications` query: only what is set. */
export function toApplicationsQuery(values: ApplicationsFilterValues): ApplicationsQuery {
  const query: ApplicationsQuery = toApiListQuery(values);
  delete query.hs;
  if (values.kind !== '') query.kind = values.kind;
  return query;
}

export function hasActiveApplicationsFilters(values: ApplicationsFilterValues): boolean {
  return hasActiveFilters(values) || values.kind !== '';
}

/** Where a row of either kind opens, as a Ukrainian path. */
export function getApplicationPath(kind: RequestKind, id: string): string {
  return kind === 'sales_market' ? `/profile/market/${id}` : `/profile/check-list/${id}`;
}

/** The label set of a row (spec §4): export applications the full set, market-analysis requests the short. */
export function statusListOf(kind: RequestKind): StatusList {
  return kind === 'sales_market' ? 'full' : 'short';
}

/** The list of one kind in one status, the target of a count on the statuses page. */
export function buildApplicationsHref(kind: RequestKind, status?: ApplicationStatus): string {
  const params = new URLSearchParams({ kind });
  if (status) params.set('status', status);
  return `/profile/applications?${params.toString()}`;
}
