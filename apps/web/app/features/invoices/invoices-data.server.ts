import { endpoints, type AnyEndpoint } from '@portal/contract';
import { payByCardHandlers } from '../../components/money/pay-by-card.server';
import { getLocaleFromPath, localizePath } from '../../i18n/locale';
import { type ApiClient, type CallArgs } from '../../lib/api-client';
import { streamApiFile } from '../../lib/api-file.server';
import { type RouteContext } from '../../lib/app-context';
import { defineFormHandler } from '../../lib/forms/submit-form.server';
import { readSignedInData } from '../../lib/session/read-signed-in-data';
import {
  isInvoiceId,
  readInvoiceFilters,
  toInvoicePagePath,
  toInvoicesQuery,
  TRANSFER_FIELDS,
  TRANSFER_INTENT,
} from './invoice-rules';
import { notFound, readRecord } from '../../lib/read-record.server';
import { serverApi } from '../../lib/server-api.server';

type LoaderInput = { request: Request; context: RouteContext };
type LoaderApi = Pick<ApiClient, 'call'>;

/** The loaders' client: failures are readSignedInData's to decide (401 → sign in again, 503). */
function createApi({ request, context }: LoaderInput): LoaderApi {
  const api = serverApi({ request, context });
  return {
    call: <E extends AnyEndpoint>(entry: E, ...[input, options]: CallArgs<E>) =>
      api.call(entry, ...([input, { handleErrors: false, ...options }] as CallArgs<E>)),
  };
}

/** /profile/invoices: the company's invoices, newest first, by the address's status and page. */
export function loadInvoiceList(input: LoaderInput) {
  return readSignedInData(input.request, async () => {
    const filters = readInvoiceFilters(new URL(input.request.url).searchParams);
    const page = await createApi(input).call(endpoints.listInvoices, { query: toInvoicesQuery(filters) });
    return { filters, items: page.items, meta: page.meta };
  });
}

/**
 * /profile/invoices/{id}: one invoice with everything printed on it. Another company's invoice,
 * an unknown one or an address that is no invoice id is the cabinet's 404 page.
 */
export function loadInvoice(input: LoaderInput & { id: string | undefined }) {
  return readSignedInData(input.request, async () => {
    const { id } = input;
    if (!isInvoiceId(id)) notFound();
    return readRecord(async () => {
      const invoice = await createApi(input).call(endpoints.getInvoice, { params: { id } });
      // When the data was read: how fresh LiqPay's last answer is (invoice-rules' decidePaymentNotice).
      return { invoice, loadedAt: new Date().toISOString() };
    });
  });
}

/**
 * The invoice page's 'Pay by card' (payByCardHandlers). 'Pay by bank transfer instead' (a declined or
 * unpaid card, issue 25 §2): a new invoice for the same plan by bank transfer
 * (`purchaseSubscription`), whose page the exporter is taken to.
 */
export function createInvoiceHandlers(id: string | undefined) {
  return {
    [TRANSFER_INTENT]: defineFormHandler<never>({
      fields: TRANSFER_FIELDS,
      async submit({ api, request }) {
        if (!isInvoiceId(id)) notFound();
        const card = await api.call(endpoints.getInvoice, { params: { id } });
        // Only a plan is bought again by transfer (PayByTransfer is offered for plans alone).
        if (!card.tariff) notFound();
        const { invoice } = await api.call(endpoints.purchaseSubscription, {
          body: { tariff: card.tariff.id, payment_method: 'bank_transfer' },
        });
        const locale = getLocaleFromPath(new URL(request.url).pathname);
        return { redirectTo: localizePath(toInvoicePagePath(invoice.id), locale) };
      },
    }),
    ...payByCardHandlers(() => {
      if (!isInvoiceId(id)) notFound();
      return id;
    }),
  };
}

/**
 * GET /profile/invoices/{id}/pdf, a resource route: the API's PDF (`downloadInvoice`, an
 * attachment `invoice-<number>.pdf`) in the page's language, passed through unchanged by the one
 * file pass-through (`streamApiFile`), so the invoice page's 'Download PDF' is a plain link that
 * works without JavaScript. A visitor whose session ended signs in and comes back; an invoice that
 * is not the company's is a 404.
 */
export async function streamInvoicePdf({ request, context, id }: LoaderInput & { id: string | undefined }) {
  if (!isInvoiceId(id)) notFound();
  return streamApiFile({ request, context, entry: endpoints.downloadInvoice, params: { id } });
}
