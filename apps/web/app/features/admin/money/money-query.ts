import {
  INVOICE_STATUSES,
  PAYMENT_EVENT_VERDICTS,
  PAYMENT_METHODS,
  type InvoiceStatus,
  type PaymentEventVerdict,
  type PaymentMethod,
} from '@portal/contract';
import {
  readCompanyRecordFilters,
  readOneOf,
  readPage,
  readPeriod,
  type CompanyRecordFilters,
} from '../../../components/back-office/list-query';

/**
 * The money lists' queries read from the page's address (`/admin/invoices`, `/admin/payments`).
 * A value the API would refuse (an unknown status, a day that does not exist, a company that is
 * no id) is dropped rather than failing the page, as the other back-office lists do.
 */

export type InvoiceFilter = InvoiceStatus | 'all';
export const INVOICE_FILTERS: readonly InvoiceFilter[] = ['all', ...INVOICE_STATUSES];

export type InvoicesQuery = CompanyRecordFilters & {
  status: InvoiceFilter;
  payment_method: PaymentMethod | undefined;
};

export function readInvoicesQuery(params: URLSearchParams): InvoicesQuery {
  return {
    status: readOneOf(params, 'status', INVOICE_FILTERS) ?? 'all',
    payment_method: readOneOf(params, 'payment_method', PAYMENT_METHODS),
    ...readCompanyRecordFilters(params),
  };
}

/** Every filter of the invoices list but the status: what the status tabs keep. */
export function invoiceFiltersOf(query: InvoicesQuery) {
  return {
    payment_method: query.payment_method,
    from: query.from,
    to: query.to,
    company: query.company,
    search: query.search,
  };
}

export type PaymentsQuery = {
  verdict: PaymentEventVerdict | undefined;
  from: string | undefined;
  to: string | undefined;
  page: number;
};

export function readPaymentsQuery(params: URLSearchParams): PaymentsQuery {
  return {
    verdict: readOneOf(params, 'verdict', PAYMENT_EVENT_VERDICTS),
    ...readPeriod(params),
    page: readPage(params),
  };
}
