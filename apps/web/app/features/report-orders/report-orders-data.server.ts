import {
  endpoints,
  getCountryName,
  ReportOrderParamsSchema,
  toApiLocale,
  type FieldErrors,
  type ReportCompany,
} from '@portal/contract';
import { toInvoicePagePath } from '../../components/money/invoice-path';
import { payByCardHandlers } from '../../components/money/pay-by-card.server';
import { getLocaleFromPath, localizePath } from '../../i18n/locale';
import type { ApiClient } from '../../lib/api-client';
import { isApiError } from '../../lib/api-error';
import { streamApiFile } from '../../lib/api-file.server';
import { formBody } from '../../lib/forms/form-body';
import { defineFormHandler } from '../../lib/forms/submit-form.server';
import { notFound, readRecord } from '../../lib/read-record.server';
import { serverApi, type RouteInput } from '../../lib/server-api.server';
import {
  CANCEL_INTENT,
  CONFIRM_INTENT,
  INVOICE_FIELDS,
  INVOICE_INTENT,
  NO_FIELDS,
  PAYMENT_METHOD_FIELD,
  QUOTE_FIELDS,
  QUOTE_INTENT,
  REFRESH_INTENT,
  type InvoiceDone,
  type OrderActionDone,
  type RefreshDone,
} from './report-forms';
import { reportOrderPath } from './report-paths';
import {
  isSearchAsked,
  ORDERS_PER_PAGE,
  readReportSearch,
  toSearchBody,
  type ReportCountry,
  type ReportSearch,
} from './report-search';

/**
 * What the provider being down answers (502 `infoproff.unavailable`, decision 050): the page says
 * so in its language instead of failing.
 */
const PROVIDER_DOWN = 502;

/** The found companies, or why there are none: the API's refusal of the search (422) beside its fields, the provider down. */
export type SearchOutcome = {
  items: ReportCompany[] | null;
  fieldErrors: FieldErrors;
  unavailable: string | null;
};

function pageLocale(request: Request) {
  return getLocaleFromPath(new URL(request.url).pathname);
}

/** The provider's countries, or the API's message when the provider is down. */
async function readCountries(
  api: ApiClient,
): Promise<{ countries: ReportCountry[]; unavailable: string | null }> {
  try {
    return { countries: await api.call(endpoints.listReportCountries), unavailable: null };
  } catch (error) {
    if (isApiError(error) && error.status === PROVIDER_DOWN)
      return { countries: [], unavailable: error.message };
    throw error;
  }
}

async function searchCompanies(api: ApiClient, search: ReportSearch): Promise<SearchOutcome> {
  try {
    const { items } = await api.call(endpoints.searchReportCompanies, { body: toSearchBody(search) });
    return { items, fieldErrors: {}, unavailable: null };
  } catch (error) {
    if (!isApiError(error)) throw error;
    if (error.status === 422) return { items: null, fieldErrors: error.fieldErrors, unavailable: null };
    if (error.status === PROVIDER_DOWN) return { items: null, fieldErrors: {}, unavailable: error.message };
    throw error;
  }
}

/**
 * /profile/infoproff-orders: the provider's countries, the search the address asks for (a GET
 * form: the results have an address and work without JavaScript), one page of the company's
 * orders, and their countries' names in the page's language (as the order's page names them).
 */
export async function loadReportOrders(input: RouteInput) {
  const { page, ...search } = readReportSearch(new URL(input.request.url).searchParams);
  const api = serverApi(input);
  const [{ countries, unavailable }, orders, found] = await Promise.all([
    readCountries(api),
    api.call(endpoints.listReportOrders, { query: { page, per_page: ORDERS_PER_PAGE } }),
    isSearchAsked(search) ? searchCompanies(api, search) : Promise.resolve(null),
  ]);
  const lang = toApiLocale(pageLocale(input.request));
  const countryNames: Record<string, string> = Object.fromEntries(
    orders.items.map((order) => [order.company.country, getCountryName(order.company.country, lang)]),
  );
  return { search, countries, unavailable, found, orders, countryNames };
}

/** Whether an address's id can name an order at all (anything else is the 404 page, not a 422). */
function requireOrderId(id: string | undefined): string {
  if (id === undefined || !ReportOrderParamsSchema.safeParse({ id }).success) notFound();
  return id;
}

/** /profile/infoproff-orders/{id}: the order (another company's is the 404 page) and its country's name. */
export async function loadReportOrder(input: RouteInput & { id: string | undefined }) {
  const id = requireOrderId(input.id);
  const order = await readRecord(() => serverApi(input).call(endpoints.getReportOrder, { params: { id } }));
  return {
    order,
    countryName: getCountryName(order.company.country, toApiLocale(pageLocale(input.request))),
  };
}

/** 'Refresh statuses' (both pages): at most once a minute per company; the 429 is told beside the button. */
const REFRESH_HANDLERS = {
  [REFRESH_INTENT]: defineFormHandler<RefreshDone>({
    fields: NO_FIELDS,
    async submit({ api }) {
      const { checked } = await api.call(endpoints.refreshReportOrders, { body: {} });
      return { data: { checked } };
    },
  }),
};

/**
 * The list page's forms: 'Order a report' of a found company (its quote: an order awaiting
 * confirmation, whose page opens with its price and the time left) and 'Refresh statuses'.
 */
export const REPORT_ORDERS_HANDLERS = {
  [QUOTE_INTENT]: defineFormHandler<never>({
    fields: QUOTE_FIELDS,
    async submit({ api, values, request }) {
      const body = formBody(endpoints.quoteReport, {
        country: values.country,
        company_id: values.company_id,
      });
      const order = await api.call(endpoints.quoteReport, { body });
      return { redirectTo: localizePath(reportOrderPath(order.id), pageLocale(request)) };
    },
  }),
  ...REFRESH_HANDLERS,
};

/**
 * The order page's forms: confirm, cancel, the payment's choice (a card straight to LiqPay's
 * checkout, a transfer to the invoice's page with the requisites), 'Pay by card' again for a card
 * invoice, and 'Refresh statuses'.
 */
export function createReportOrderHandlers(rawId: string | undefined) {
  const orderId = () => requireOrderId(rawId);
  const done = (action: OrderActionDone['done']) => ({ data: { done: action } });
  return {
    [CONFIRM_INTENT]: defineFormHandler<OrderActionDone>({
      fields: NO_FIELDS,
      async submit({ api }) {
        await api.call(endpoints.confirmReportOrder, { body: { order_id: orderId() } });
        return done('confirm');
      },
    }),
    [CANCEL_INTENT]: defineFormHandler<OrderActionDone>({
      fields: NO_FIELDS,
      async submit({ api }) {
        await api.call(endpoints.cancelReportOrder, { body: { order_id: orderId() } });
        return done('cancel');
      },
    }),
    [INVOICE_INTENT]: defineFormHandler<InvoiceDone>({
      fields: INVOICE_FIELDS,
      async submit({ api, values, request }) {
        const body = formBody(endpoints.createReportInvoice, {
          order_id: orderId(),
          payment_method: values[PAYMENT_METHOD_FIELD],
        });
        const { invoice, checkout } = await api.call(endpoints.createReportInvoice, { body });
        if (checkout) return { data: { checkout } };
        return { redirectTo: localizePath(toInvoicePagePath(invoice.id), pageLocale(request)) };
      },
    }),
    ...REFRESH_HANDLERS,
    ...payByCardHandlers(async (api) => {
      const id = orderId();
      const order = await readRecord(() => api.call(endpoints.getReportOrder, { params: { id } }));
      if (!order.invoice) notFound();
      return order.invoice.id;
    }),
  };
}

/**
 * GET /profile/infoproff-orders/{id}/report, a resource route: the ready report's PDF passed
 * through from the API (`downloadReport`), so the page's 'Download' is a plain link; only the
 * company that paid for it reads it (the API's 404 otherwise).
 */
export function streamReportPdf(input: RouteInput & { id: string | undefined }) {
  const id = requireOrderId(input.id);
  return streamApiFile({ ...input, entry: endpoints.downloadReport, params: { id } });
}

/** GET /profile/infoproff-orders/{id}/invoice: the order's invoice as a PDF (`downloadReportInvoice`). */
export function streamReportInvoicePdf(input: RouteInput & { id: string | undefined }) {
  const id = requireOrderId(input.id);
  return streamApiFile({ ...input, entry: endpoints.downloadReportInvoice, params: { id } });
}
