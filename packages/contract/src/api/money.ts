import { z } from 'zod';
import { RowIdSchema } from '../validators';
import { envelope, paginated, PaginationQuerySchema } from '../envelope';
import { PAYMENT_METHODS } from '../constants';

/**
 * Subscriptions, invoices and payments (spec §7 'Tariffs and subscriptions', 'Invoices';
 * DOMAIN.md 'Money'; issue 14). Amounts are integer kopiykas (ARCHITECTURE §3).
 */

/**
 * `refund_due`: a card payment came for an invoice cancelled meanwhile; it gives nothing and
 * waits for an admin to return the money (issue 24 §3), then the invoice is `refunded`.
 */
export const INVOICE_STATUSES = ['awaiting_payment', 'paid', 'cancelled', 'refund_due', 'refunded'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** `EXP-YYYY-NNNNNN`: gapless per year. */
export const INVOICE_NUMBER_PATTERN = /^EXP-\d{4}-\d{6}$/;

/** How long an admin may refund a paid invoice (decision 011: refunds within 30 days). */
export const REFUND_WINDOW_DAYS = 30;

/** `POST /subscriptions/purchase`: the tariff (id or slug) and how it is paid. */
export const PurchaseBodySchema = z.strictObject({
  tariff: z.union([RowIdSchema, z.string().trim().min(1).max(100)]),
  payment_method: z.enum(PAYMENT_METHODS),
});
export type PurchaseBody = z.input<typeof PurchaseBodySchema>;

const TimestampSchema = z.string().describe('ISO 8601');

/** A party of an invoice as printed on it. */
export const InvoicePartySchema = z.object({
  name: z.string(),
  /** EDRPOU (a legal entity) or IPN (a sole proprietor). */
  code: z.string(),
  address: z.string(),
  iban: z.string().nullable(),
  bank: z.string().nullable(),
});
export type InvoiceParty = z.infer<typeof InvoicePartySchema>;

/**
 * What an invoice sells (decision 048): a period of a plan, one order of a priced catalogue
 * service, or one foreign company's report (issue 28). Each has its own rule for what a payment, a refund and a cancellation do.
 */
export const INVOICE_SUBJECTS = ['subscription', 'catalog_order', 'report_order'] as const;
export type InvoiceSubjectKind = (typeof INVOICE_SUBJECTS)[number];

export const InvoiceSubjectSchema = z.object({
  kind: z.enum(INVOICE_SUBJECTS),
  /** The tariff's id (as a string) or the order's id. */
  id: z.string(),
  /** The plan's name, or the service's title with the order's number, in the request's language. */
  name: z.string(),
  /** The exporter's page of what was bought (an order's page); null for a plan. */
  path: z.string().nullable(),
  /** The back office's page of it (the order's); null for a plan. */
  back_office_path: z.string().nullable(),
});
export type InvoiceSubject = z.infer<typeof InvoiceSubjectSchema>;

/** An invoice in a list: what it is for, how much, and where it stands. */
export const InvoiceListItemSchema = z.object({
  id: z.string(),
  number: z.string(),
  status: z.enum(INVOICE_STATUSES),
  payment_method: z.enum(PAYMENT_METHODS),
  /** The total, VAT included, in kopiykas. */
  amount: z.number().int(),
  currency: z.string(),
  /** What is sold (the tariff and its period, or the service and its order), in the request's language. */
  item: z.string(),
  subject: InvoiceSubjectSchema,
  /** The plan a subscription's invoice sells; null for other subjects. */
  tariff: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }).nullable(),
  issued_at: TimestampSchema,
  paid_at: TimestampSchema.nullable(),
});
export type InvoiceListItem = z.infer<typeof InvoiceListItemSchema>;

/**
 * An invoice as what it pays for shows it (a catalogue order's page): its number, state and
 * amount, and whether the company may pay it by card now.
 */
export const InvoiceSummarySchema = z.object({
  id: z.string(),
  number: z.string(),
  status: z.enum(INVOICE_STATUSES),
  payment_method: z.enum(PAYMENT_METHODS),
  amount: z.number().int(),
  currency: z.string(),
  can_pay: z.boolean(),
});
export type InvoiceSummary = z.infer<typeof InvoiceSummarySchema>;

/**
 * What the provider said last about paying a card invoice that still awaits payment (issue 25
 * §2): the card was declined (`failure`), the payment failed otherwise (`error` and the like), or
 * the bank is still processing it. Null when it said nothing yet, or the invoice is settled.
 */
export const PAYMENT_ATTEMPT_OUTCOMES = ['declined', 'failed', 'pending'] as const;
export type PaymentAttemptOutcome = (typeof PAYMENT_ATTEMPT_OUTCOMES)[number];
export const PaymentAttemptSchema = z.object({
  outcome: z.enum(PAYMENT_ATTEMPT_OUTCOMES),
  /** When the provider's answer came. */
  at: TimestampSchema,
});
export type PaymentAttempt = z.infer<typeof PaymentAttemptSchema>;

/** One invoice with everything printed on it. */
export const InvoiceSchema = InvoiceListItemSchema.extend({
  /** The VAT within the total, in kopiykas, and its rate in percent (0 when none). */
  vat: z.number().int(),
  vat_rate: z.number(),
  seller: InvoicePartySchema,
  buyer: InvoicePartySchema,
  cancelled_at: TimestampSchema.nullable(),
  refunded_at: TimestampSchema.nullable(),
  /** Whether the company may pay it by card now (awaiting payment). */
  can_pay: z.boolean(),
  payment_attempt: PaymentAttemptSchema.nullable(),
});
export type Invoice = z.infer<typeof InvoiceSchema>;

/** LiqPay's checkout: a form POSTs `data` and `signature` to `url`. */
export const CheckoutSchema = z.object({
  url: z.string(),
  data: z.string(),
  signature: z.string(),
});
export type Checkout = z.infer<typeof CheckoutSchema>;

export const CheckoutResponseSchema = envelope(CheckoutSchema);

export const PurchaseResponseSchema = envelope(
  z.object({ invoice: InvoiceSchema, checkout: CheckoutSchema.nullable() }),
);

/** A company's subscription period. */
export const SubscriptionSchema = z.object({
  id: z.string(),
  tariff: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }),
  is_trial: z.boolean(),
  starts_at: TimestampSchema,
  ends_at: TimestampSchema,
  /** Ended early (a refund); null otherwise. */
  ended_at: TimestampSchema.nullable(),
  invoice_id: z.string().nullable(),
});
export type Subscription = z.infer<typeof SubscriptionSchema>;
export const SubscriptionResponseSchema = envelope(SubscriptionSchema);

export const InvoicesQuerySchema = z.strictObject({
  ...PaginationQuerySchema.shape,
  status: z.enum(INVOICE_STATUSES).optional(),
});
export type InvoicesQuery = z.infer<typeof InvoicesQuerySchema>;
export const InvoicesResponseSchema = paginated(InvoiceListItemSchema);
export const InvoiceResponseSchema = envelope(InvoiceSchema);
export const InvoiceParamsSchema = z.strictObject({ id: z.uuid({ message: 'validation.invalid_value' }) });

/** What LiqPay posts to the callback (form fields). */
export const LiqPayCallbackBodySchema = z.strictObject({
  data: z.string().min(1).max(60_000),
  signature: z.string().min(1).max(200),
});
export const LiqPayCallbackResponseSchema = envelope(z.object({ received: z.literal(true) }));

/** `EXP-2026-000042` for the 42nd invoice of 2026. */
export function formatInvoiceNumber(year: number, sequence: number): string {
  return `EXP-${year}-${String(sequence).padStart(6, '0')}`;
}
