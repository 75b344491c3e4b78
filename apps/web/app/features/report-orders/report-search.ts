import type { ReportSearchBody } from '@portal/contract';
import { REPORT_ORDERS_PATH } from './report-paths';

/** The company's orders shown at once under the search. */
export const ORDERS_PER_PAGE = 10;
/** The orders' page in the address (`?page=2`); the search keeps its own parameters. */
export const ORDERS_PAGE_PARAM = 'page';
/** The longest query the API takes (`ReportSearchBodySchema`). */
export const QUERY_MAX_LENGTH = 100;

/** More than a country code: enough for the API to say what is wrong, not a page-long value. */
const COUNTRY_MAX_LENGTH = 8;

/** A country the provider covers, named in the page's language (`GET /infoproff/countries`). */
export type ReportCountry = { code: string; name: string };

/** A search as it stands in the page's address (`?country=DE&query=Nord`): a GET form's values. */
export type ReportSearch = { country: string; query: string };

/**
 * The search and the orders' page from the address. Values are kept as typed (cut to what a form
 * can send) and checked by the API, whose refusal is shown beside the fields in the page's
 * language; a page that is no page is the first.
 */
export function readReportSearch(params: URLSearchParams): ReportSearch & { page: number } {
  const page = Number(params.get(ORDERS_PAGE_PARAM) ?? '1');
  return {
    country: (params.get('country') ?? '').trim().toUpperCase().slice(0, COUNTRY_MAX_LENGTH),
    query: (params.get('query') ?? '').slice(0, QUERY_MAX_LENGTH),
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

/** Whether the address asks for a search at all (an untouched page does not). */
export function isSearchAsked(search: ReportSearch): boolean {
  return search.country !== '' || search.query.trim() !== '';
}

/** The search as `POST /infoproff/search-company`'s body. */
export function toSearchBody(search: ReportSearch): ReportSearchBody {
  return { country: search.country, query: search.query };
}

/** The search page with a company's country and code filled in: 'order again' after a cancelled order. */
export function searchAgainPath(company: { country: string; code: string }): string {
  const params = new URLSearchParams({ country: company.country, query: company.code });
  return `${REPORT_ORDERS_PATH}?${params.toString()}#report-results`;
}
