import { z } from 'zod';
import { envelope, PaginationMetaSchema, PaginationQuerySchema } from '../envelope';
import { RowIdParamSchema, RowIdSchema, SearchTermSchema } from '../validators';
import { isRealDate, requiredText } from './public-forms';
import {
  INVOICE_STATUSES,
  InvoiceListItemSchema,
  InvoiceSchema,
  SubscriptionSchema,
  type InvoiceStatus,
} from './money';
import { PAYMENT_METHODS } from '../constants';

/**
 * The back office's money (issue 14 §5, decision 027): invoices and the provider's payments,
 * marking a bank transfer paid, cancelling, refunding (admin only), a company's subscriptions,
 * the tariffs and the office's requisites. Amounts are integer kopiykas; every change goes to
 * the audit log (decision 015).
 */

const TimestampSchema = z.string().describe('ISO 8601');

/** A day in a query or a body: `YYYY-MM-DD`, a Kyiv calendar day. */
export const AdminDateSchema = z
  .string()
  .trim()
  .refine((value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && isRealDate(value), { message: 'validation.date' });

/** What the provider's callback was judged to be (decision 027). */
export const PAYMENT_EVENT_VERDICTS = [
  'applied',
  'replay',
  'pending',
  'failed',
  'forged',
  'wrong_public_key',
  'bad_data',
  'unknown_order',
  'wrong_amount',
  'not_payable',
  'reversed',
  'refund_due',
] as const;
export type PaymentEventVerdict = (typeof PAYMENT_EVENT_VERDICTS)[number];

// ─── Invoices ────────────────────────────────────────────────────────────────────────────

export const AdminInvoicesQuerySchema = z.strictObject({
  ...PaginationQuerySchema.shape,
  status: z.enum([...INVOICE_STATUSES, 'all']).default('all'),
  payment_method: z.enum(PAYMENT_METHODS).optional(),
  /** Issued on or after this day (Kyiv). */
  from: AdminDateSchema.optional(),
  /** Issued on or before this day (Kyiv), inclusive. */
  to: AdminDateSchema.optional(),
  /** One company's invoices: its user id. */
  company: z.uuid({ message: 'validation.invalid_value' }).optional(),
  search: SearchTermSchema().optional().describe('Invoice number, company name or EDRPOU'),
});
export type AdminInvoicesQuery = z.infer<typeof AdminInvoicesQuerySchema>;

/** The company an invoice was issued to, as the back office names it. */
export const AdminInvoiceCompanySchema = z.object({
  user_id: z.uuid(),
  name: z.string(),
  edrpou_code: z.string(),
});

export const AdminInvoiceListItemSchema = InvoiceListItemSchema.extend({
  company: AdminInvoiceCompanySchema,
});
export type AdminInvoiceListItem = z.infer<typeof AdminInvoiceListItemSchema>;

export const AdminInvoicesResponseSchema = envelope(
  z.object({
    items: z.array(AdminInvoiceListItemSchema),
    meta: PaginationMetaSchema,
    /** Invoices in each status within the other filters, whatever the status filter. */
    counts: z.object(
      Object.fromEntries(INVOICE_STATUSES.map((status) => [status, z.number().int()])) as Record<
        InvoiceStatus,
        z.ZodNumber
      >,
    ),
    /**
     * Kopiykas of the paid invoices matching the filters (status aside); with `from`/`to`, those
     * paid within the period.
     */
    paid_total: z.number().int(),
  }),
);

/** One callback of the payment provider as the portal kept it. */
export const PaymentEventSchema = z.object({
  id: z.uuid(),
  provider: z.string(),
  provider_payment_id: z.string().nullable(),
  /** The provider's own status (`success`, `failure`, …). */
  status: z.string().nullable(),
  verdict: z.enum(PAYMENT_EVENT_VERDICTS),
  amount: z.number().int().nullable(),
  currency: z.string().nullable(),
  invoice: z.object({ id: z.uuid(), number: z.string() }).nullable(),
  received_at: TimestampSchema,
});
export type PaymentEvent = z.infer<typeof PaymentEventSchema>;

export const ADMIN_INVOICE_ACTIONS = ['marked_paid', 'cancelled', 'refunded'] as const;
export type AdminInvoiceAction = (typeof ADMIN_INVOICE_ACTIONS)[number];

/** A staff action on an invoice, from the audit log: who, when, and what they wrote. */
export const AdminInvoiceNoteSchema = z.object({
  action: z.enum(ADMIN_INVOICE_ACTIONS),
  /** The staff member's name, or e-mail when they have none. */
  by: z.string(),
  at: TimestampSchema,
  /** The bank statement's reference, the cancel or refund reason; null when none was given. */
  text: z.string().nullable(),
});
export type AdminInvoiceNote = z.infer<typeof AdminInvoiceNoteSchema>;

export const AdminInvoiceSchema = InvoiceSchema.extend({
  company: AdminInvoiceCompanySchema.extend({ email: z.string() }),
  /** The period it paid for; null until paid. */
  subscription: SubscriptionSchema.nullable(),
  /** The provider's callbacks for this invoice, newest first. */
  payments: z.array(PaymentEventSchema),
  can_mark_paid: z.boolean(),
  can_cancel: z.boolean(),
  /** Paid and within the refund window; the server still answers 403 to a manager. */
  can_refund: z.boolean(),
  /** `paid_at` + REFUND_WINDOW_DAYS while paid; null otherwise. */
  refund_until: TimestampSchema.nullable(),
  /** Staff actions, oldest first. */
  notes: z.array(AdminInvoiceNoteSchema),
});
export type AdminInvoice = z.infer<typeof AdminInvoiceSchema>;
export const AdminInvoiceResponseSchema = envelope(AdminInvoiceSchema);

export const AdminInvoiceParamsSchema = z.strictObject({
  id: z.uuid({ message: 'validation.invalid_value' }),
});

/** `POST /admin/invoices/{id}/mark-paid`: the day the money came and the bank statement's reference. */
export const AdminMarkPaidBodySchema = z.strictObject({
  /** Not in the future, not before the invoice's issue day (Kyiv). */
  paid_on: AdminDateSchema,
  reference: requiredText(1, 200),
});
export type AdminMarkPaidBody = z.input<typeof AdminMarkPaidBodySchema>;

export const ADMIN_MONEY_LIMITS = {
  cancelReasonMax: 1000,
  refundReasonMin: 10,
  refundReasonMax: 1000,
} as const;

/** `POST /admin/invoices/{id}/cancel`: an optional reason; the body may be left out. */
export const AdminCancelInvoiceBodySchema = z
  .strictObject({ reason: z.string().trim().max(ADMIN_MONEY_LIMITS.cancelReasonMax).optional() })
  .nullish();
export type AdminCancelInvoiceBody = z.input<typeof AdminCancelInvoiceBodySchema>;

/** `POST /admin/invoices/{id}/refund`: why, for the audit log and the exporter's notice. */
export const AdminRefundBodySchema = z.strictObject({
  reason: requiredText(ADMIN_MONEY_LIMITS.refundReasonMin, ADMIN_MONEY_LIMITS.refundReasonMax),
});
export type AdminRefundBody = z.input<typeof AdminRefundBodySchema>;

// ─── Payments ────────────────────────────────────────────────────────────────────────────

export const AdminPaymentsQuerySchema = z.strictObject({
  ...PaginationQuerySchema.shape,
  verdict: z.enum(PAYMENT_EVENT_VERDICTS).optional(),
  /** Received on or after this day (Kyiv). */
  from: AdminDateSchema.optional(),
  /** Received on or before this day (Kyiv), inclusive. */
  to: AdminDateSchema.optional(),
});
export type AdminPaymentsQuery = z.infer<typeof AdminPaymentsQuerySchema>;
/**
 * Callbacks refused before they were trusted (issue 24 §6): counted, not listed one by one, per
 * verdict within the period, with when the first and the last came and the last sender's address.
 */
export const PAYMENT_REFUSAL_VERDICTS = ['forged', 'wrong_public_key', 'bad_data', 'rate_limited'] as const;
export type PaymentRefusalVerdict = (typeof PAYMENT_REFUSAL_VERDICTS)[number];
export const PaymentRefusalSchema = z.object({
  verdict: z.enum(PAYMENT_REFUSAL_VERDICTS),
  count: z.number().int(),
  first_at: TimestampSchema,
  last_at: TimestampSchema,
  last_ip: z.string().nullable(),
});
export type PaymentRefusal = z.infer<typeof PaymentRefusalSchema>;

export const AdminPaymentsResponseSchema = envelope(
  z.object({
    items: z.array(PaymentEventSchema),
    meta: PaginationMetaSchema,
    refusals: z.array(PaymentRefusalSchema),
  }),
);

// ─── A company's subscriptions ───────────────────────────────────────────────────────────

export const SUBSCRIPTION_STATES = ['running', 'upcoming', 'ended', 'ended_early'] as const;
export type SubscriptionState = (typeof SUBSCRIPTION_STATES)[number];

export const AdminSubscriptionSchema = SubscriptionSchema.extend({
  /** Running now, starting later (a stacked renewal), ended, or ended early (a refund). */
  state: z.enum(SUBSCRIPTION_STATES),
  invoice_number: z.string().nullable(),
});
export type AdminSubscription = z.infer<typeof AdminSubscriptionSchema>;
export const AdminSubscriptionsResponseSchema = envelope(
  z.object({ items: z.array(AdminSubscriptionSchema) }),
);

// ─── Tariffs ─────────────────────────────────────────────────────────────────────────────

const BilingualSchema = z.object({ uk: z.string(), en: z.string() });
const bilingualText = (min: number, max: number) =>
  z.strictObject({ uk: z.string().trim().min(min).max(max), en: z.string().trim().min(min).max(max) });

export const AdminTariffFeatureSchema = z.object({
  feature_id: z.number().int(),
  slug: z.string(),
  name: BilingualSchema,
  included: z.boolean(),
  note: BilingualSchema,
});

export const AdminTariffSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: BilingualSchema,
  description: BilingualSchema,
  /** For the whole period, in kopiykas. */
  price: z.number().int(),
  currency: z.string(),
  /** 0 for the basic services and the trial (the trial runs `trial_days`). */
  period_months: z.number().int(),
  is_trial: z.boolean(),
  trial_days: z.number().int().nullable(),
  is_recommended: z.boolean(),
  is_public: z.boolean(),
  position: z.number().int(),
  /** Every row of the comparison with what this tariff gives of it. */
  features: z.array(AdminTariffFeatureSchema),
});
export type AdminTariff = z.infer<typeof AdminTariffSchema>;
export const AdminTariffResponseSchema = envelope(AdminTariffSchema);
export const AdminTariffsResponseSchema = envelope(z.object({ items: z.array(AdminTariffSchema) }));

export const AdminTariffParamsSchema = z.strictObject({
  id: RowIdParamSchema,
});

export const ADMIN_TARIFF_LIMITS = {
  nameMax: 100,
  descriptionMax: 1000,
  noteMax: 100,
  /** 1 000 000,00 UAH: far above any plan, below a typo's reach. */
  priceMax: 100_000_000,
  periodMonthsMax: 36,
  trialDaysMax: 90,
} as const;

/**
 * `PUT /admin/tariffs/{id}`: the tariff as edited. A paid plan's price is above 0 and its period
 * 1..36 months; the basic services and the trial are free with period 0; the trial has
 * `trial_days`, others null (422 otherwise, checked against the tariff). `features`: the
 * comparison rows to set; those left out keep their values.
 */
export const AdminTariffBodySchema = z.strictObject({
  name: bilingualText(1, ADMIN_TARIFF_LIMITS.nameMax),
  description: bilingualText(0, ADMIN_TARIFF_LIMITS.descriptionMax),
  price: z.number().int().min(0).max(ADMIN_TARIFF_LIMITS.priceMax),
  period_months: z.number().int().min(0).max(ADMIN_TARIFF_LIMITS.periodMonthsMax),
  trial_days: z.number().int().min(1).max(ADMIN_TARIFF_LIMITS.trialDaysMax).nullable(),
  is_recommended: z.boolean(),
  is_public: z.boolean(),
  features: z
    .array(
      z.strictObject({
        feature_id: RowIdSchema,
        included: z.boolean(),
        note: bilingualText(0, ADMIN_TARIFF_LIMITS.noteMax),
      }),
    )
    .max(200),
});
export type AdminTariffBody = z.input<typeof AdminTariffBodySchema>;

// ─── The office's requisites ─────────────────────────────────────────────────────────────

export const OfficeSellerSchema = z.object({
  name: BilingualSchema,
  /** EDRPOU (8 digits) or IPN (10 digits). */
  code: z.string(),
  address: BilingualSchema,
  /** `UA` and 27 digits. */
  iban: z.string(),
  bank: BilingualSchema,
});

export const OfficeSettingsViewSchema = z.object({
  seller: OfficeSellerSchema,
  /** VAT in percent (20 is 20 %); 0 when the office is not a VAT payer. */
  vat_rate: z.number(),
  /** The demonstration requisites are in use: no one has saved the office's own yet. */
  is_demo: z.boolean(),
});
export type OfficeSettingsView = z.infer<typeof OfficeSettingsViewSchema>;
export const OfficeSettingsResponseSchema = envelope(OfficeSettingsViewSchema);

export const OfficeSettingsBodySchema = z.strictObject({
  seller: z.strictObject({
    name: bilingualText(1, 300),
    code: z
      .string()
      .trim()
      .regex(/^(\d{8}|\d{10})$/, { message: 'money.seller_code' }),
    address: bilingualText(1, 500),
    iban: z
      .string()
      .trim()
      .transform((value) => value.replace(/\s+/g, '').toUpperCase())
      .pipe(z.string().regex(/^UA\d{27}$/, { message: 'money.iban' })),
    bank: bilingualText(1, 300),
  }),
  vat_rate: z
    .number()
    .min(0)
    .max(50)
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-9, {
      message: 'money.vat_rate_decimals',
    }),
});
export type OfficeSettingsBody = z.input<typeof OfficeSettingsBodySchema>;
