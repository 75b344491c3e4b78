import {
  INVOICE_STATUSES,
  InvoiceParamsSchema,
  type Invoice,
  type InvoiceStatus,
  type InvoiceSubjectKind,
  type UiLocale,
} from '@portal/contract';
import { localizePath } from '../../i18n/locale';
import type { FieldSpec } from '../../lib/forms/form-values';
import { toInvoicePagePath } from '../../components/money/invoice-path';

/** Rows per page of /profile/invoices. */
export const INVOICES_PAGE_SIZE = 10;

export type InvoiceFilters = {
  /** '' for any status. */
  status: InvoiceStatus | '';
  /** From 1. */
  page: number;
};

/**
 * The list's filter and page as they stand in the address (`?status=paid&page=2`). A value the
 * API would refuse (an unknown status, a page below 1) is dropped, so a hand-edited address still
 * shows a list rather than an error.
 */
export function readInvoiceFilters(params: URLSearchParams): InvoiceFilters {
  const status = params.get('status') ?? '';
  const page = Number(params.get('page') ?? '1');
  return {
    status: (INVOICE_STATUSES as readonly string[]).includes(status) ? (status as InvoiceStatus) : '',
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

/** The API's query for these filters: only what is set. */
export function toInvoicesQuery(filters: InvoiceFilters) {
  return {
    page: filters.page,
    per_page: INVOICES_PAGE_SIZE,
    ...(filters.status ? { status: filters.status } : {}),
  };
}

/** Whether an address's id can name an invoice at all (anything else is the 404 page, not a 422). */
export function isInvoiceId(id: string | undefined): id is string {
  return id !== undefined && InvoiceParamsSchema.safeParse({ id }).success;
}

export { toInvoicePagePath };

/** The invoice's PDF through the page's own resource route, in the page's language (a plain link). */
export function toInvoicePdfPath(id: string, locale: UiLocale): string {
  return localizePath(`${toInvoicePagePath(id)}/pdf`, locale);
}

/**
 * What the invoice's page says about paying it (issue 14 §2, §3; issue 25 §2):
 * - `paid`: the payment arrived, the plan runs;
 * - `checking`: a card invoice still awaiting payment while the page looks for LiqPay's callback
 *   (the exporter has just come back from the checkout; the callback may lag a few seconds);
 * - `card_declined`, `card_failed`: LiqPay answered that the card was declined, or that the
 *   payment failed: pay again, or by bank transfer;
 * - `card_pending`: LiqPay answered that the bank is still processing the payment: the portal
 *   confirms it by itself;
 * - `card_unpaid`: a card invoice no answer arrived for after the checking: pay it (again);
 * - `transfer`: waits for a bank transfer to the office's requisites, marked paid by a manager;
 * - `cancelled`, `refunded`: nothing to pay;
 * - `refund_due`: a card payment came after the invoice was cancelled: it activates nothing and
 *   the office returns it (issue 24 §3).
 */
export type PaymentNotice =
  | 'paid'
  | 'checking'
  | 'card_declined'
  | 'card_failed'
  | 'card_pending'
  | 'card_unpaid'
  | 'transfer'
  | 'cancelled'
  | 'refund_due'
  | 'refunded';

/**
 * How old LiqPay's last answer may be, at the moment the page's data was read, and still be about
 * the payment the exporter has just made: an older decline (before paying again) does not show
 * while the page still looks for the new payment's answer.
 */
export const FRESH_ATTEMPT_MS = 2 * 60_000;

export function decidePaymentNotice(
  invoice: Pick<Invoice, 'status' | 'payment_method' | 'payment_attempt'>,
  { isChecking, loadedAt }: { isChecking: boolean; loadedAt: string },
): PaymentNotice {
  if (invoice.status !== 'awaiting_payment') return invoice.status;
  if (invoice.payment_method === 'bank_transfer') return 'transfer';
  const attempt = invoice.payment_attempt;
  const isFresh = attempt !== null && Date.parse(loadedAt) - Date.parse(attempt.at) <= FRESH_ATTEMPT_MS;
  if (attempt && (isFresh || !isChecking)) return `card_${attempt.outcome}`;
  return isChecking ? 'checking' : 'card_unpaid';
}

/** Whether the page should keep looking for LiqPay's answer: nothing final has come yet. */
export function isAwaitingCardAnswer(
  invoice: Pick<Invoice, 'status' | 'payment_method' | 'payment_attempt'>,
  loadedAt: string,
): boolean {
  if (invoice.status !== 'awaiting_payment' || invoice.payment_method !== 'card') return false;
  const notice = decidePaymentNotice(invoice, { isChecking: true, loadedAt });
  return notice === 'checking' || notice === 'card_pending';
}

/**
 * What the invoice's page says about what paying it does, by what it sells (decision 048): a
 * plan's period starts, a catalogue order goes to the managers, a report is ordered from the
 * provider and prepared. The keys of the money catalogue's `invoice` texts.
 */
export const SUBJECT_TEXT_KEYS = {
  subscription: {
    paid: 'invoice.paidText',
    pending: 'invoice.pendingText',
    transfer: 'invoice.transferText',
    refunded: 'invoice.refundedText',
  },
  catalog_order: {
    paid: 'invoice.paidOrderText',
    pending: 'invoice.pendingOrderText',
    transfer: 'invoice.transferOrderText',
    refunded: 'invoice.refundedOrderText',
  },
  report_order: {
    paid: 'invoice.paidReportText',
    pending: 'invoice.pendingReportText',
    transfer: 'invoice.transferReportText',
    refunded: 'invoice.refundedOrderText',
  },
} as const satisfies Record<
  InvoiceSubjectKind,
  Record<'paid' | 'pending' | 'transfer' | 'refunded', `invoice.${string}`>
>;

/** How often and how long the page looks for a card payment's confirmation (about 30 s). */
export const CONFIRMATION_POLL = { intervalMs: 3_000, attempts: 10 } as const;

/** 'Pay by bank transfer instead': a new invoice for the same plan, paid by transfer (`purchaseSubscription`). */
export const TRANSFER_INTENT = 'transfer';
export const TRANSFER_FIELDS = {} as const satisfies FieldSpec;
