import { bigint, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies, users } from './accounts';
import { storedFiles } from './files';

/**
 * An order of a foreign company's report from the company-data provider (issue 28, DOMAIN.md
 * 'Company-data reports', decision 050): found by country and name or code, quoted by the
 * provider, priced with the office's margin, confirmed within an hour, paid by its invoice,
 * ordered from the provider, then ready (the PDF kept) or failed (refunded).
 */
export type ReportOrderStatus =
  'awaiting_confirmation' | 'awaiting_payment' | 'in_production' | 'ready' | 'cancelled' | 'failed';

/** Why an order was cancelled: by the exporter, not confirmed in time, or its invoice cancelled. */
export type ReportCancelReason = 'by_exporter' | 'expired' | 'invoice_cancelled';

export const reportOrders = pgTable(
  'report_orders',
  {
    id: uuid().primaryKey().defaultRandom(),
    number: integer().notNull().generatedAlwaysAsIdentity({ startWith: 501 }),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** The foreign company as the provider named it when quoted. */
    country: text().notNull(),
    providerCompanyId: text().notNull(),
    companyName: text().notNull(),
    companyCode: text().notNull(),
    companyAddress: text().notNull(),
    /** The provider's quote the order is placed with, and its price (kopiykas). */
    quoteId: text().notNull(),
    providerPriceMinor: bigint({ mode: 'number' }).notNull(),
    /** The office's margin when quoted, in basis points (1500 = 15 %). */
    marginBasisPoints: integer().notNull(),
    /** What the company pays: the provider's price plus the margin, in kopiykas. */
    priceMinor: bigint({ mode: 'number' }).notNull(),
    currency: text().notNull().default('UAH'),
    status: text().$type<ReportOrderStatus>().notNull().default('awaiting_confirmation'),
    /** Until when it may be confirmed (an hour after the quote); a job cancels it then. */
    confirmUntil: timestamp({ withTimezone: true }).notNull(),
    confirmedAt: timestamp({ withTimezone: true }),
    paidAt: timestamp({ withTimezone: true }),
    /** The provider's order, once placed (after the payment). */
    providerOrderId: text(),
    placedAt: timestamp({ withTimezone: true }),
    /** The last time the provider was asked about it. */
    checkedAt: timestamp({ withTimezone: true }),
    readyAt: timestamp({ withTimezone: true }),
    /** The report's PDF, kept when it is ready. */
    reportFileId: uuid().references(() => storedFiles.id, { onDelete: 'set null' }),
    failedAt: timestamp({ withTimezone: true }),
    /** What the provider said when it failed (for the office). */
    failure: text(),
    cancelledAt: timestamp({ withTimezone: true }),
    cancelReason: text().$type<ReportCancelReason>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('report_orders_company_idx').on(t.companyId, t.createdAt.desc()),
    index('report_orders_status_idx').on(t.status, t.updatedAt),
  ],
);
