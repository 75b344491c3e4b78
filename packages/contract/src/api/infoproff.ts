import { z } from 'zod';
import { envelope, paginated, PaginationQuerySchema } from '../envelope';
import { SearchTermSchema } from '../validators';
import { AdminDateSchema } from './admin-money';
import { CheckoutSchema, InvoiceSchema, InvoiceSummarySchema } from './money';
import { PAYMENT_METHODS } from '../constants';
import { CountryCodeSchema } from './public-forms';
import { TimestampSchema } from './requests';

/**
 * Foreign company reports (issue 28, spec §7 'Company-data providers' `/infoproff/*`, DOMAIN.md
 * 'Company-data reports', decision 050). A company searches a foreign company by country and name
 * or registration code, asks for a report (`check-order-status`: the provider's price plus the
 * office's margin), confirms it within an hour (or a job cancels it), pays its invoice (card or
 * bank transfer, numbered as every invoice), and the provider produces it; the company downloads
 * the PDF. A failed report is refunded.
 */

export const REPORT_ORDER_STATUSES = [
  'awaiting_confirmation',
  'awaiting_payment',
  'in_production',
  'ready',
  'cancelled',
  'failed',
] as const;
export type ReportOrderStatus = (typeof REPORT_ORDER_STATUSES)[number];

/** How long a quoted report may wait for its confirmation. */
export const REPORT_CONFIRM_MINUTES = 60;
/** How often a company may ask for its reports' statuses (`refresh-order-statuses`). */
export const REPORT_REFRESH_SECONDS = 60;

export const ReportCountrySchema = z.object({
  code: z.string(),
  /** In the request's language. */
  name: z.string(),
});
export const ReportCountriesResponseSchema = envelope(z.array(ReportCountrySchema));

/** A foreign company as the provider's register names it. */
export const ReportCompanySchema = z.object({
  /** The provider's id of the company: what `check-order-status` names. */
  id: z.string(),
  country: z.string(),
  name: z.string(),
  /** The registration code in its country's register. */
  code: z.string(),
  address: z.string(),
});
export type ReportCompany = z.infer<typeof ReportCompanySchema>;

const ProviderCompanyIdSchema = z
  .string()
  .trim()
  .min(1, { message: 'validation.required' })
  .max(100, { message: 'validation.invalid_value' });

/** `POST /infoproff/search-company`: a country of the provider and a name or registration code. */
export const ReportSearchBodySchema = z.strictObject({
  country: CountryCodeSchema,
  query: SearchTermSchema(100).pipe(z.string().min(2, { message: 'infoproff.query_too_short' })),
});
export type ReportSearchBody = z.input<typeof ReportSearchBodySchema>;
export const ReportSearchResponseSchema = envelope(z.object({ items: z.array(ReportCompanySchema) }));

/** `POST /infoproff/check-order-status`: a found company's report, quoted (an order awaiting confirmation). */
export const ReportQuoteBodySchema = z.strictObject({
  country: CountryCodeSchema,
  company_id: ProviderCompanyIdSchema,
});
export type ReportQuoteBody = z.input<typeof ReportQuoteBodySchema>;

const OrderIdSchema = z.uuid({ message: 'validation.invalid_value' });

/** `confirm-order`, `cancel-order`: the order named. */
export const ReportOrderBodySchema = z.strictObject({ order_id: OrderIdSchema });
export type ReportOrderBody = z.input<typeof ReportOrderBodySchema>;

/** `create-invoice`: a confirmed order's invoice and how it is paid. */
export const ReportInvoiceBodySchema = z.strictObject({
  order_id: OrderIdSchema,
  payment_method: z.enum(PAYMENT_METHODS),
});
export type ReportInvoiceBody = z.input<typeof ReportInvoiceBodySchema>;
export const ReportInvoiceResponseSchema = envelope(
  z.object({ invoice: InvoiceSchema, checkout: CheckoutSchema.nullable() }),
);

export const ReportOrderParamsSchema = z.strictObject({ id: OrderIdSchema });

export const ReportOrderListItemSchema = z.object({
  id: z.uuid(),
  number: z.number().int(),
  status: z.enum(REPORT_ORDER_STATUSES),
  company: ReportCompanySchema,
  /** What the company pays (the provider's price and the margin), VAT included, in kopiykas. */
  price: z.number().int(),
  currency: z.string(),
  created_at: TimestampSchema,
  updated_at: TimestampSchema,
  /** Only in the back office. */
  buyer: z.object({ user_id: z.string().nullable(), name: z.string() }).optional(),
});
export type ReportOrderListItem = z.infer<typeof ReportOrderListItemSchema>;

export const ReportOrderSchema = ReportOrderListItemSchema.extend({
  /** Until when it may be confirmed; a job cancels it then. */
  confirm_until: TimestampSchema,
  confirmed_at: TimestampSchema.nullable(),
  paid_at: TimestampSchema.nullable(),
  ready_at: TimestampSchema.nullable(),
  failed_at: TimestampSchema.nullable(),
  cancelled_at: TimestampSchema.nullable(),
  cancel_reason: z.enum(['by_exporter', 'expired', 'invoice_cancelled']).nullable(),
  /** Its invoice, once made (`create-invoice`). */
  invoice: InvoiceSummarySchema.nullable(),
  /** Where the ready report's PDF is downloaded (`GET /infoproff/orders/{id}/report`); null before. */
  report_url: z.string().nullable(),
  can_confirm: z.boolean(),
  can_cancel: z.boolean(),
  /** Confirmed and not yet invoiced: `create-invoice` may be called. */
  can_invoice: z.boolean(),
  /** When the answer was made: the page counts the confirmation's time left from it. */
  now: TimestampSchema,
});
export type ReportOrder = z.infer<typeof ReportOrderSchema>;
export const ReportOrderResponseSchema = envelope(ReportOrderSchema);

export const ReportOrdersQuerySchema = z.strictObject({
  ...PaginationQuerySchema.shape,
  status: z.enum(REPORT_ORDER_STATUSES).optional(),
});
export type ReportOrdersQuery = z.infer<typeof ReportOrdersQuerySchema>;
export const ReportOrdersResponseSchema = paginated(ReportOrderListItemSchema);

/** `refresh-order-statuses`: the company's orders in production, as the provider says now. */
export const ReportRefreshBodySchema = z.strictObject({});
export const ReportRefreshResponseSchema = envelope(
  z.object({ checked: z.number().int(), orders: z.array(ReportOrderListItemSchema) }),
);

/** The back office's list: by status, company and period (created). */
export const AdminReportOrdersQuerySchema = z.strictObject({
  ...PaginationQuerySchema.shape,
  status: z.enum([...REPORT_ORDER_STATUSES, 'all']).default('all'),
  from: AdminDateSchema.optional(),
  to: AdminDateSchema.optional(),
  search: SearchTermSchema().optional().describe('Order number, the buyer or the foreign company'),
});
export type AdminReportOrdersQuery = z.infer<typeof AdminReportOrdersQuerySchema>;
export const AdminReportOrdersResponseSchema = envelope(
  z.object({
    items: z.array(ReportOrderListItemSchema),
    meta: paginated(ReportOrderListItemSchema).shape.data.shape.meta,
    counts: z.record(z.enum(REPORT_ORDER_STATUSES), z.number().int()),
  }),
);
export const AdminReportOrderSchema = ReportOrderSchema.extend({
  provider_price: z.number().int(),
  margin_percent: z.number(),
  provider_order_id: z.string().nullable(),
  failure: z.string().nullable(),
  /** The back office's page of its invoice (to refund a failed one). */
  invoice_path: z.string().nullable(),
});
export type AdminReportOrder = z.infer<typeof AdminReportOrderSchema>;
export const AdminReportOrderResponseSchema = envelope(AdminReportOrderSchema);

/** The office's margin on the provider's price, in percent (two decimals). */
export const REPORT_MARGIN_MAX_PERCENT = 500;
export const ReportSettingsSchema = z.object({ margin_percent: z.number() });
export type ReportSettings = z.infer<typeof ReportSettingsSchema>;
export const ReportSettingsBodySchema = z.strictObject({
  margin_percent: z
    .number({ message: 'validation.invalid_value' })
    .min(0, { message: 'infoproff.margin_range' })
    .max(REPORT_MARGIN_MAX_PERCENT, { message: 'infoproff.margin_range' })
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
      message: 'infoproff.margin_range',
    }),
});
export type ReportSettingsBody = z.input<typeof ReportSettingsBodySchema>;
export const ReportSettingsResponseSchema = envelope(ReportSettingsSchema);
