import { REPORT_ORDER_STATUSES, type ReportOrderStatus } from '@portal/contract';
import { readOneOf, readPage, readPeriod, readSearch } from '../../../components/back-office/list-query';

/** The back office's report orders (issue 28 §4): the list and an order's page. */
export const REPORT_ORDERS_PATH = '/admin/infoproff-orders';
/** The margin's form: a page of its own beside the list. */
export const REPORT_SETTINGS_PATH = `${REPORT_ORDERS_PATH}/settings`;

/** The list's query as its page reads it: no status is the 'All' tab. */
export type ReportOrdersQuery = {
  status: ReportOrderStatus | undefined;
  from: string | undefined;
  to: string | undefined;
  search: string | undefined;
  page: number;
};

/**
 * `/admin/infoproff-orders?status=&from=&to=&search=&page=`: a value the API would refuse (an
 * unknown status, a day that does not exist) is dropped rather than failing the page.
 */
export function readReportOrdersQuery(params: URLSearchParams): ReportOrdersQuery {
  return {
    status: readOneOf(params, 'status', REPORT_ORDER_STATUSES),
    ...readPeriod(params),
    search: readSearch(params),
    page: readPage(params),
  };
}

/** The API's query: only what is set, every status for the 'All' tab. */
export function toAdminReportOrdersQuery(query: ReportOrdersQuery) {
  return {
    status: query.status ?? ('all' as const),
    page: query.page,
    ...(query.from ? { from: query.from } : {}),
    ...(query.to ? { to: query.to } : {}),
    ...(query.search ? { search: query.search } : {}),
  };
}
