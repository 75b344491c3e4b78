import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies } from './accounts';
import { serviceOrders } from './catalog';
import { tariffs } from './content';
import { reportOrders } from './reports';
import type { BilingualText } from './requests';

/**
 * Money (DOMAIN.md 'Tariffs, subscriptions, money', issue 14): invoices numbered gaplessly per
 * year, the subscriptions they pay for, the payment provider's callbacks as received, and the
 * office's settings (requisites, VAT).
 */

/**
 * `refund_due`: the provider took a card payment for an invoice cancelled meanwhile; it gives
 * nothing and waits for an admin to return the money (issue 24 §3).
 */
export type InvoiceStatus = 'awaiting_payment' | 'paid' | 'cancelled' | 'refund_due' | 'refunded';
export type PaymentMethod = 'card' | 'bank_transfer';

/**
 * What an invoice sells (decision 048): a period of a plan (`tariff_id`, `period_months`), one
 * order of a priced catalogue service (`service_order_id`), or one foreign company's report
 * (`report_order_id`, issue 28). Each subject has its own rule for what
 * a payment, a refund and a cancellation do (apps/server domain/money/invoice-subjects.ts).
 */
export type InvoiceSubject = 'subscription' | 'catalog_order' | 'report_order';

/** A party of an invoice as printed on it, kept as it was when the invoice was issued. */
export type InvoiceParty = {
  name: BilingualText;
  /** EDRPOU (a legal entity) or IPN (a sole proprietor). */
  code: string;
  address: BilingualText;
  /** The seller's bank details; empty for the buyer. */
  iban?: string;
  bank?: BilingualText;
  vatPayer?: boolean;
};

/**
 * The last number given in each year: `EXP-YYYY-NNNNNN` takes the next one in the transaction
 * that issues the invoice (an upsert that locks the year's row), so a rolled-back purchase gives
 * its number back and concurrent purchases wait in turn: the numbers have no gaps.
 */
export const invoiceNumberCounters = pgTable('invoice_number_counters', {
  year: integer().primaryKey(),
  last: integer().notNull(),
});

export const invoices = pgTable(
  'invoices',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** `EXP-YYYY-NNNNNN`. */
    number: text().notNull(),
    year: integer().notNull(),
    sequence: integer().notNull(),
    // No cascade: an invoice is an accounting record and outlives what it names.
    companyId: uuid()
      .notNull()
      .references(() => companies.id),
    subject: text().$type<InvoiceSubject>().notNull().default('subscription'),
    /** The plan a subscription's invoice sells; null for other subjects. */
    tariffId: integer().references(() => tariffs.id),
    /** The catalogue order a service's invoice pays for; null for other subjects. */
    serviceOrderId: uuid().references(() => serviceOrders.id),
    /** The foreign company's report an invoice pays for; null for other subjects. */
    reportOrderId: uuid().references(() => reportOrders.id),
    status: text().$type<InvoiceStatus>().notNull().default('awaiting_payment'),
    paymentMethod: text().$type<PaymentMethod>().notNull(),
    /** The total to pay, VAT included, in kopiykas. */
    amountMinor: bigint({ mode: 'number' }).notNull(),
    /** The VAT within the total, in kopiykas (0 when the office is not a VAT payer). */
    vatMinor: bigint({ mode: 'number' }).notNull().default(0),
    /** The VAT rate in basis points (2000 = 20 %), as it was when issued. */
    vatRateBasisPoints: integer().notNull().default(0),
    currency: text().notNull().default('UAH'),
    /** What is sold: the tariff and its period, in both languages. */
    item: jsonb().$type<BilingualText>().notNull(),
    /**
     * The period paid for, in calendar months, as the invoice states it: a payment applies this,
     * whatever the tariff says by then (issue 24 §2). Null for other subjects.
     */
    periodMonths: integer(),
    seller: jsonb().$type<InvoiceParty>().notNull(),
    buyer: jsonb().$type<InvoiceParty>().notNull(),
    issuedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp({ withTimezone: true }),
    cancelledAt: timestamp({ withTimezone: true }),
    refundedAt: timestamp({ withTimezone: true }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invoices_number_unique').on(t.number),
    uniqueIndex('invoices_year_sequence_unique').on(t.year, t.sequence),
    index('invoices_company_idx').on(t.companyId, t.issuedAt.desc()),
    index('invoices_status_idx').on(t.status, t.issuedAt.desc()),
    // One invoice per catalogue order: a double submit cannot bill an order twice.
    uniqueIndex('invoices_service_order_unique')
      .on(t.serviceOrderId)
      .where(sql`${t.serviceOrderId} is not null`),
    uniqueIndex('invoices_report_order_unique')
      .on(t.reportOrderId)
      .where(sql`${t.reportOrderId} is not null`),
    // Each subject names what it sells, and only that.
    check(
      'invoices_subject_names_what_it_sells',
      sql`(${t.subject} = 'subscription' and ${t.tariffId} is not null and ${t.periodMonths} is not null and ${t.serviceOrderId} is null and ${t.reportOrderId} is null)
        or (${t.subject} = 'catalog_order' and ${t.serviceOrderId} is not null and ${t.tariffId} is null and ${t.periodMonths} is null and ${t.reportOrderId} is null)
        or (${t.subject} = 'report_order' and ${t.reportOrderId} is not null and ${t.tariffId} is null and ${t.periodMonths} is null and ${t.serviceOrderId} is null)`,
    ),
  ],
);

/**
 * A company's subscription to a tariff for a period. A paid one comes from its invoice; a trial
 * has none and exists at most once per company. Renewals stack: a new period starts at the
 * later of its payment and the current period's end. `endedAt` ends it early (a refund).
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    tariffId: integer()
      .notNull()
      .references(() => tariffs.id),
    invoiceId: uuid().references(() => invoices.id),
    isTrial: boolean().notNull().default(false),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    endedAt: timestamp({ withTimezone: true }),
    /** Reminders sent before the end (7 days, 1 day) and the expiry notice, so each goes once. */
    remindedAt: jsonb().$type<Record<string, string>>().notNull().default({}),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('subscriptions_company_idx').on(t.companyId, t.endsAt.desc()),
    index('subscriptions_ends_idx').on(t.endsAt),
    // The trial once per company, ever (DOMAIN.md).
    uniqueIndex('subscriptions_trial_once')
      .on(t.companyId)
      .where(sql`${t.isTrial}`),
    // One subscription per invoice: a payment applied twice activates nothing more.
    uniqueIndex('subscriptions_invoice_unique')
      .on(t.invoiceId)
      .where(sql`${t.invoiceId} is not null`),
  ],
);

export type PaymentEventVerdict =
  | 'applied'
  | 'replay'
  | 'pending'
  | 'failed'
  | 'forged'
  | 'wrong_public_key'
  | 'bad_data'
  | 'unknown_order'
  | 'wrong_amount'
  | 'not_payable'
  /** The provider returned an applied payment (LiqPay's `reversed`): the invoice is refunded. */
  | 'reversed'
  /** A payment for an invoice cancelled meanwhile: kept for an admin to return (issue 24 §3). */
  | 'refund_due';

/**
 * Callbacks refused before they are trusted (issue 24 §6): counted per hour, not kept a row each,
 * so a flood of forgeries cannot fill the office's lists.
 */
export type PaymentRefusalVerdict = 'forged' | 'wrong_public_key' | 'bad_data' | 'rate_limited';

/**
 * Every callback of the payment provider as received, with what the portal made of it: the
 * record of forgeries and replays, and of the payment applied (at most one per provider payment).
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: uuid().primaryKey().defaultRandom(),
    provider: text().notNull().default('liqpay'),
    providerPaymentId: text(),
    invoiceId: uuid().references(() => invoices.id),
    orderId: text(),
    status: text(),
    amountMinor: bigint({ mode: 'number' }),
    currency: text(),
    verdict: text().$type<PaymentEventVerdict>().notNull(),
    /** The decoded data as sent (never the signature's key). */
    raw: jsonb().$type<Record<string, unknown>>(),
    ip: text(),
    receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_events_applied_once')
      .on(t.provider, t.providerPaymentId)
      .where(sql`${t.verdict} = 'applied'`),
    index('payment_events_invoice_idx').on(t.invoiceId, t.receivedAt),
  ],
);

/**
 * Refused callbacks counted per provider, verdict and hour (issue 24 §6): how many, when the
 * first and the last came, the last sender's address, and the first one of the hour as a sample
 * (its address and the beginning of what it sent).
 */
export const paymentCallbackRefusals = pgTable(
  'payment_callback_refusals',
  {
    provider: text().notNull(),
    verdict: text().$type<PaymentRefusalVerdict>().notNull(),
    /** The hour (UTC, on the hour) the refusals were counted in. */
    hour: timestamp({ withTimezone: true }).notNull(),
    count: integer().notNull(),
    sample: jsonb().$type<Record<string, unknown>>().notNull(),
    lastIp: text(),
    firstAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.verdict, t.hour] })],
);

/** The office's settings, edited in the back office: its requisites and the VAT rate. */
export const settings = pgTable('settings', {
  key: text().primaryKey(),
  value: jsonb().$type<unknown>().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
