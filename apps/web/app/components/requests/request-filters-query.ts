import type { ApplicationStatus } from '@portal/contract';

/**
 * The filters of a request list as they stand in the page's address (`?status=accepted&search=…`),
 * so a filtered list can be shared, reloaded and used without JavaScript. The names are the
 * API's own (spec §7 'query filters'; contract `listFilterShape`), passed on unchanged.
 */
export type RequestFilterValues = {
  /** '' for any status. */
  status: string;
  /** YYYY-MM-DD or ''. */
  date_from: string;
  date_to: string;
  search: string;
  /** A classification code prefix: section (Roman), group (2 digits) or product item (4 digits). */
  hs: string;
  /** From 1. */
  page: number;
};

export const FILTER_NAMES = ['status', 'date_from', 'date_to', 'search', 'hs'] as const;
export type FilterName = (typeof FILTER_NAMES)[number];

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const SEARCH_MAX = 100;
const HS_MAX = 10;

function isRealDate(value: string): boolean {
  if (!DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/**
 * Reads the filters from a query string. Anything the API would refuse (an unknown status, a
 * malformed date, a page below 1) is dropped rather than turned into an error page: a hand-edited
 * address still shows a list.
 */
export function readRequestFilters(
  params: URLSearchParams,
  statuses: readonly ApplicationStatus[],
): RequestFilterValues {
  const text = (name: string, max: number) => (params.get(name) ?? '').trim().slice(0, max);
  const status = text('status', 40);
  const date = (name: string) => {
    const value = text(name, 10);
    return isRealDate(value) ? value : '';
  };
  const page = Number(params.get('page') ?? '1');
  return {
    status: (statuses as readonly string[]).includes(status) ? status : '',
    date_from: date('date_from'),
    date_to: date('date_to'),
    search: text('search', SEARCH_MAX),
    hs: text('hs', HS_MAX),
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

/** The API's query for these filters: only what is set (the API rejects empty dates). */
export function toApiListQuery(
  values: RequestFilterValues,
  perPage?: number,
): Record<string, string | number> {
  const query: Record<string, string | number> = { page: values.page };
  if (perPage !== undefined) query.per_page = perPage;
  for (const name of FILTER_NAMES) {
    if (values[name] !== '') query[name] = values[name];
  }
  return query;
}

/** Whether any filter (not the page) narrows the list: an empty list then says 'nothing matches'. */
export function hasActiveFilters(values: RequestFilterValues): boolean {
  return FILTER_NAMES.some((name) => values[name] !== '');
}
