import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import {
  buildPaginationMeta,
  REQUEST_KIND_INFO,
  type ApiLocale,
  type Invoice,
  type InvoiceListItem,
  type InvoiceSubject,
  type InvoiceSummary,
  type InvoiceParty as PrintedParty,
  type InvoicesQuery,
  type PaginationMeta,
  type PaymentAttempt,
} from '@portal/contract';
import {
  invoices,
  paymentEvents,
  reportOrders,
  serviceOrders,
  tariffs,
  type Database,
  type InvoiceParty,
} from '@portal/db';
import { AppError } from '../../lib/app-error';
import { pageWindow } from '../requests/list-filters';
import { recordInScope, scopeCondition, type RequestScope } from '../access/scope';
import type { InvoiceRow } from './issue-invoice';
import type { TariffRow } from './find-tariff';

function printedParty(party: InvoiceParty, locale: ApiLocale): PrintedParty {
  return {
    name: party.name[locale] || party.name.uk,
    code: party.code,
    address: party.address[locale] || party.address.uk,
    iban: party.iban ?? null,
    bank: party.bank ? party.bank[locale] || party.bank.uk : null,
  };
}

/**
 * Invoices with what they sell (decision 048), and any `extra` columns: `invoices` left-joined to
 * each subject's table (`tariffs`, `service_orders`, `report_orders`; the invoice's subject says
 * which one is there). Callers add their joins and conditions.
 */
export function selectInvoicesWithSubject<Extra extends SelectedFields>(
  db: Pick<Database, 'select'>,
  extra: Extra,
) {
  return db
    .select({
      invoice: invoices,
      tariff: tariffs,
      order: {
        id: serviceOrders.id,
        number: serviceOrders.number,
        titleUk: serviceOrders.titleUk,
        titleEn: serviceOrders.titleEn,
      },
      report: { id: reportOrders.id, number: reportOrders.number, companyName: reportOrders.companyName },
      ...extra,
    })
    .from(invoices)
    .leftJoin(tariffs, eq(tariffs.id, invoices.tariffId))
    .leftJoin(serviceOrders, eq(serviceOrders.id, invoices.serviceOrderId))
    .leftJoin(reportOrders, eq(reportOrders.id, invoices.reportOrderId));
}

export type InvoiceSubjectParts = {
  tariff: TariffRow | null;
  order: { id: string; number: number; titleUk: string; titleEn: string } | null;
  report: { id: string; number: number; companyName: string } | null;
};

/** The exporter's and the back office's pages of a report order. */
export const reportOrderPath = (id: string) => `/profile/infoproff-orders/${id}`;
export const adminReportOrderPath = (id: string) => `/admin/infoproff-orders/${id}`;

/** What the invoice sells, as the lists and pages name it (decision 048). */
export function toInvoiceSubject(
  row: Pick<InvoiceRow, 'subject' | 'number'>,
  parts: InvoiceSubjectParts,
  locale: ApiLocale,
): InvoiceSubject {
  const { tariff, order, report } = parts;
  if (row.subject === 'report_order') {
    if (!report) throw new Error(`The report order of invoice ${row.number} is not read.`);
    return {
      kind: 'report_order',
      id: report.id,
      name:
        locale === 'en'
          ? `Report on ${report.companyName}, order No. ${report.number}`
          : `Звіт про ${report.companyName}, замовлення № ${report.number}`,
      path: reportOrderPath(report.id),
      back_office_path: adminReportOrderPath(report.id),
    };
  }
  if (row.subject === 'catalog_order') {
    if (!order) throw new Error(`The order of invoice ${row.number} is not read.`);
    const title = locale === 'en' ? order.titleEn : order.titleUk;
    return {
      kind: 'catalog_order',
      id: order.id,
      name:
        locale === 'en' ? `${title}, order No. ${order.number}` : `${title}, замовлення № ${order.number}`,
      path: `${REQUEST_KIND_INFO.service_order.exporterPath}/${order.id}`,
      back_office_path: `${REQUEST_KIND_INFO.service_order.backOfficePath}/${order.id}`,
    };
  }
  if (!tariff) throw new Error(`The plan of invoice ${row.number} is not read.`);
  return {
    kind: 'subscription',
    id: String(tariff.id),
    name: locale === 'en' ? tariff.nameEn : tariff.nameUk,
    path: null,
    back_office_path: null,
  };
}

/** An invoice as a list shows it, in the request's language. */
export function toInvoiceListItem(
  row: InvoiceRow,
  parts: InvoiceSubjectParts,
  locale: ApiLocale,
): InvoiceListItem {
  const { tariff } = parts;
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    payment_method: row.paymentMethod,
    amount: row.amountMinor,
    currency: row.currency,
    item: row.item[locale] || row.item.uk,
    subject: toInvoiceSubject(row, parts, locale),
    tariff: tariff
      ? { id: tariff.id, slug: tariff.slug, name: locale === 'en' ? tariff.nameEn : tariff.nameUk }
      : null,
    issued_at: row.issuedAt.toISOString(),
    paid_at: row.paidAt?.toISOString() ?? null,
  };
}

/**
 * The provider's last word on paying an awaiting card invoice (issue 25 §2), from the newest
 * verified callback (or status call) kept for it: a `failed` verdict is the card declined
 * (`failure`) or another failure, `pending` the bank still processing; anything else, or an
 * invoice no longer awaiting payment, says nothing.
 */
export function toPaymentAttempt(
  invoice: Pick<InvoiceRow, 'status' | 'paymentMethod'>,
  newest: { verdict: string; status: string | null; receivedAt: Date } | undefined,
): PaymentAttempt | null {
  if (!newest || invoice.status !== 'awaiting_payment' || invoice.paymentMethod !== 'card') return null;
  const at = newest.receivedAt.toISOString();
  if (newest.verdict === 'pending') return { outcome: 'pending', at };
  if (newest.verdict === 'failed')
    return { outcome: newest.status === 'failure' ? 'declined' : 'failed', at };
  return null;
}

/** The newest callback kept for the invoice (verified ones only are kept by invoice). */
export async function findNewestPaymentEvent(db: Pick<Database, 'select'>, invoiceId: string) {
  const [newest] = await db
    .select({
      verdict: paymentEvents.verdict,
      status: paymentEvents.status,
      receivedAt: paymentEvents.receivedAt,
    })
    .from(paymentEvents)
    .where(eq(paymentEvents.invoiceId, invoiceId))
    .orderBy(desc(paymentEvents.receivedAt), desc(paymentEvents.id))
    .limit(1);
  return newest;
}

/** An invoice as what it pays for shows it (an order's page): number, state, amount, and whether it may be paid by card now. */
export function toInvoiceSummary(row: InvoiceRow): InvoiceSummary {
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    payment_method: row.paymentMethod,
    amount: row.amountMinor,
    currency: row.currency,
    can_pay: canPayByCard(row),
  };
}

/** Whether the company may pay the invoice by card now: awaiting payment, by card. */
export function canPayByCard(row: Pick<InvoiceRow, 'status' | 'paymentMethod'>): boolean {
  return row.status === 'awaiting_payment' && row.paymentMethod === 'card';
}

/** An invoice with everything printed on it (and the provider's last word on paying it, when read). */
export function toInvoice(
  row: InvoiceRow,
  parts: InvoiceSubjectParts,
  locale: ApiLocale,
  attempt: PaymentAttempt | null = null,
): Invoice {
  return {
    ...toInvoiceListItem(row, parts, locale),
    vat: row.vatMinor,
    vat_rate: row.vatRateBasisPoints / 100,
    seller: printedParty(row.seller, locale),
    buyer: printedParty(row.buyer, locale),
    cancelled_at: row.cancelledAt?.toISOString() ?? null,
    refunded_at: row.refundedAt?.toISOString() ?? null,
    can_pay: canPayByCard(row),
    payment_attempt: attempt,
  };
}

/** `GET /invoices`: the company's invoices, newest first, optionally of one status. */
export async function findInvoices(options: {
  db: Database;
  scope: RequestScope;
  locale: ApiLocale;
  query: InvoicesQuery;
}): Promise<{ items: InvoiceListItem[]; meta: PaginationMeta }> {
  const { db, scope, locale, query } = options;
  const conditions: (SQL | undefined)[] = [scopeCondition(invoices, scope)];
  if (query.status) conditions.push(eq(invoices.status, query.status));
  const where = and(...conditions);
  const { limit, offset } = pageWindow(query);
  const [rows, [total]] = await Promise.all([
    selectInvoicesWithSubject(db, {})
      .where(where)
      .orderBy(desc(invoices.issuedAt), desc(invoices.number))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(invoices).where(where),
  ]);
  return {
    items: rows.map((row) => toInvoiceListItem(row.invoice, row, locale)),
    meta: buildPaginationMeta(total?.n ?? 0, query),
  };
}

/** `GET /invoices/{id}`: one of the company's invoices; another company's is not found (404). */
export async function getInvoice(options: {
  db: Database;
  scope: RequestScope;
  id: string;
  locale: ApiLocale;
}): Promise<Invoice> {
  const [row] = await selectInvoicesWithSubject(options.db, {})
    .where(recordInScope(invoices, options.id, options.scope))
    .limit(1);
  if (!row) throw new AppError('not_found', 'error.not_found');
  const newest =
    row.invoice.status === 'awaiting_payment' && row.invoice.paymentMethod === 'card'
      ? await findNewestPaymentEvent(options.db, row.invoice.id)
      : undefined;
  return toInvoice(row.invoice, row, options.locale, toPaymentAttempt(row.invoice, newest));
}
