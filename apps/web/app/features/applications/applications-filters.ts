import {
  APPLICATION_STATUSES,
  isRequestKind,
  statusesOf,
  statusListOf,
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

/**
 * The statuses the status filter offers and how it names them: a kind's own set and labels
 * (market-analysis requests use the short set, where `in_process` reads 'В роботі', spec §4);
 * the full set when the list holds every kind.
 */
export function statusFilterOf(kind: RequestKind | ''): {
  statuses: readonly ApplicationStatus[];
  list: StatusList;
} {
  return kind === ''
    ? { statuses: APPLICATION_STATUSES, list: 'full' }
    : { statuses: statusesOf(kind), list: statusListOf(kind) };
}

/** Reads the filters from the address; an unknown kind or a status the kind lacks is dropped. */
export function readApplicationsFilters(params: URLSearchParams): ApplicationsFilterValues {
  const raw = (params.get('kind') ?? '').trim();
  const kind = isRequestKind(raw) ? raw : '';
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

/** The list of one kind in one status, the target of a count on the statuses page. */
export function buildApplicationsHref(kind: RequestKind, status?: ApplicationStatus): string {
  const params = new URLSearchParams({ kind });
  if (status) params.set('status', status);
  return `/profile/applications?${params.toString()}`;
}
