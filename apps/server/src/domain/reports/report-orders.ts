import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import {
  buildPaginationMeta,
  REPORT_CONFIRM_MINUTES,
  type ApiLocale,
  type Checkout,
  type Invoice,
  type PaginationMeta,
  type ReportOrder,
  type ReportOrderListItem,
  type ReportOrdersQuery,
} from '@portal/contract';
import { invoices, reportOrders, type Database } from '@portal/db';
import { quoteProviderReport, type InfoproffSettings } from '../../integrations/infoproff/infoproff-client';
import type { LiqPaySettings } from '../../integrations/payments';
import { AppError } from '../../lib/app-error';
import { insertJob } from '../../jobs/queue';
import {
  companyOfScope,
  recordInScope,
  scopeCondition,
  type ExporterScope,
  type RequestScope,
} from '../access/scope';
import { readStoredFile } from '../files/stored-file';
import { selectInvoicesWithSubject, toInvoice, toInvoiceSummary } from '../money/find-invoices';
import { insertInvoice, readInvoiceParties } from '../money/issue-invoice';
import { checkoutOf } from '../money/purchase';
import type { Transaction } from '../requests/change-request-status';
import { pageWindow } from '../requests/list-filters';
import { assertCovered, callProvider, toReportCompany } from './provider-calls';
import { getReportMargin, priceWithMargin } from './report-settings';

export type ReportOrderRow = typeof reportOrders.$inferSelect;
type InvoiceRow = typeof invoices.$inferSelect;

/** The job that cancels an order not confirmed within the hour. */
export const REPORT_EXPIRE_JOB = 'reports.expire';

/** Where the ready report is downloaded (the API's path). */
export const reportDownloadPath = (id: string) => `/api/infoproff/orders/${id}/report`;

export function toReportOrderListItem(row: ReportOrderRow): ReportOrderListItem {
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    company: {
      id: row.providerCompanyId,
      country: row.country,
      name: row.companyName,
      code: row.companyCode,
      address: row.companyAddress,
    },
    price: row.priceMinor,
    currency: row.currency,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

const iso = (at: Date | null) => at?.toISOString() ?? null;

/** An order as its page shows it, with its invoice's summary and what may be done now. */
export function toReportOrder(
  row: ReportOrderRow,
  invoice: InvoiceRow | null,
  now = new Date(),
): ReportOrder {
  return {
    ...toReportOrderListItem(row),
    confirm_until: row.confirmUntil.toISOString(),
    confirmed_at: iso(row.confirmedAt),
    paid_at: iso(row.paidAt),
    ready_at: iso(row.readyAt),
    failed_at: iso(row.failedAt),
    cancelled_at: iso(row.cancelledAt),
    cancel_reason: row.cancelReason,
    invoice: invoice ? toInvoiceSummary(invoice) : null,
    report_url: row.status === 'ready' && row.reportFileId ? reportDownloadPath(row.id) : null,
    can_confirm: row.status === 'awaiting_confirmation' && now < row.confirmUntil,
    can_cancel: isCancellable(row, invoice),
    can_invoice: row.status === 'awaiting_payment' && invoice === null,
    now: now.toISOString(),
  };
}

/** Not paid yet: awaiting its confirmation, or its payment (its invoice not paid). */
function isCancellable(row: Pick<ReportOrderRow, 'status'>, invoice: Pick<InvoiceRow, 'status'> | null) {
  if (row.status === 'awaiting_confirmation') return true;
  return row.status === 'awaiting_payment' && (invoice === null || invoice.status === 'awaiting_payment');
}

async function findOrderInvoice(db: Pick<Database, 'select'>, orderId: string): Promise<InvoiceRow | null> {
  const [row] = await db.select().from(invoices).where(eq(invoices.reportOrderId, orderId)).limit(1);
  return row ?? null;
}

/** The order within the scope, locked for the transaction (404 for another company's or none). */
async function lockOrder(tx: Transaction, id: string, scope: RequestScope): Promise<ReportOrderRow> {
  const [row] = await tx
    .select()
    .from(reportOrders)
    .where(recordInScope(reportOrders, id, scope))
    .for('update')
    .limit(1);
  if (!row) throw new AppError('not_found', 'error.not_found');
  return row;
}

/** `GET /infoproff/orders/{id}`. */
export async function getReportOrder(options: { db: Database; scope: RequestScope; id: string }) {
  const [row] = await options.db
    .select()
    .from(reportOrders)
    .where(recordInScope(reportOrders, options.id, options.scope))
    .limit(1);
  if (!row) throw new AppError('not_found', 'error.not_found');
  return toReportOrder(row, await findOrderInvoice(options.db, row.id));
}

/** `GET /infoproff/get-user-orders`: the company's orders, newest first. */
export async function listReportOrders(options: {
  db: Database;
  scope: ExporterScope;
  query: ReportOrdersQuery;
}): Promise<{ items: ReportOrderListItem[]; meta: PaginationMeta }> {
  const { db, scope, query } = options;
  const conditions: (SQL | undefined)[] = [scopeCondition(reportOrders, scope)];
  if (query.status) conditions.push(eq(reportOrders.status, query.status));
  const where = and(...conditions);
  const { limit, offset } = pageWindow(query);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(reportOrders)
      .where(where)
      .orderBy(desc(reportOrders.createdAt), desc(reportOrders.number))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(reportOrders).where(where),
  ]);
  return { items: rows.map(toReportOrderListItem), meta: buildPaginationMeta(total?.n ?? 0, query) };
}

/**
 * `POST /infoproff/check-order-status`: the provider quotes the company's report; the order is
 * kept awaiting confirmation at the quote plus the office's margin, with the job that cancels it
 * an hour later. The provider down is 502 and nothing is kept.
 */
export async function quoteReport(options: {
  db: Database;
  scope: ExporterScope;
  settings: InfoproffSettings;
  body: { country: string; company_id: string };
  now?: Date;
}): Promise<ReportOrder> {
  const { db, scope, settings, body } = options;
  await assertCovered(settings, body.country);
  const quote = await callProvider(
    () => quoteProviderReport(settings, { country: body.country, company_id: body.company_id }),
    () => new AppError('not_found', 'infoproff.company_unknown'),
  );
  const margin = await getReportMargin(db);
  const now = options.now ?? new Date();
  const confirmUntil = new Date(now.getTime() + REPORT_CONFIRM_MINUTES * 60_000);
  const company = toReportCompany(quote.company);
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(reportOrders)
      .values({
        companyId: companyOfScope(scope),
        createdBy: scope.user.id,
        country: company.country,
        providerCompanyId: company.id,
        companyName: company.name,
        companyCode: company.code,
        companyAddress: company.address,
        quoteId: quote.quote_id,
        providerPriceMinor: quote.price_minor,
        marginBasisPoints: margin,
        priceMinor: priceWithMargin(quote.price_minor, margin),
        currency: quote.currency,
        confirmUntil,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await insertJob(tx, REPORT_EXPIRE_JOB, { orderId: inserted!.id }, { runAt: confirmUntil });
    return inserted!;
  });
  return toReportOrder(row, null, now);
}

/**
 * Cancels an order not confirmed in time, inside the caller's transaction with its row locked:
 * true when it was (it still awaited confirmation and its hour has passed).
 */
async function expireIfLate(tx: Transaction, row: ReportOrderRow, now: Date): Promise<boolean> {
  if (row.status !== 'awaiting_confirmation' || now < row.confirmUntil) return false;
  await tx
    .update(reportOrders)
    .set({ status: 'cancelled', cancelledAt: now, cancelReason: 'expired', updatedAt: now })
    .where(eq(reportOrders.id, row.id));
  return true;
}

/** The job of REPORT_EXPIRE_JOB: the hour has passed; an order still unconfirmed is cancelled. */
export async function expireReportOrder(db: Database, orderId: string, now = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(reportOrders).where(eq(reportOrders.id, orderId)).for('update');
    return row ? expireIfLate(tx, row, now) : false;
  });
}

/** `POST /infoproff/confirm-order`: within the hour (409 `infoproff.confirm_expired` after it: cancelled). */
export async function confirmReportOrder(options: {
  db: Database;
  scope: ExporterScope;
  id: string;
  now?: Date;
}): Promise<ReportOrder> {
  const now = options.now ?? new Date();
  const outcome = await options.db.transaction(async (tx) => {
    const row = await lockOrder(tx, options.id, options.scope);
    if (await expireIfLate(tx, row, now)) return 'expired' as const;
    if (row.status !== 'awaiting_confirmation') return 'not_confirmable' as const;
    await tx
      .update(reportOrders)
      .set({ status: 'awaiting_payment', confirmedAt: now, updatedAt: now })
      .where(eq(reportOrders.id, row.id));
    return 'confirmed' as const;
  });
  if (outcome === 'expired') throw new AppError('conflict', 'infoproff.confirm_expired');
  if (outcome === 'not_confirmable') throw new AppError('conflict', 'infoproff.not_confirmable');
  return getReportOrder(options);
}

/**
 * `POST /infoproff/cancel-order`: an order not paid yet is cancelled with its invoice (a card
 * payment that still comes for it is kept for a refund, as for any cancelled invoice).
 */
export async function cancelReportOrder(options: {
  db: Database;
  scope: ExporterScope;
  id: string;
}): Promise<ReportOrder> {
  const now = new Date();
  await options.db.transaction(async (tx) => {
    const row = await lockOrder(tx, options.id, options.scope);
    const [invoice] = await tx
      .select()
      .from(invoices)
      .where(eq(invoices.reportOrderId, row.id))
      .for('update')
      .limit(1);
    if (!isCancellable(row, invoice ?? null)) throw new AppError('conflict', 'infoproff.not_cancellable');
    if (invoice) {
      await tx
        .update(invoices)
        .set({ status: 'cancelled', cancelledAt: now, updatedAt: now })
        .where(eq(invoices.id, invoice.id));
    }
    await tx
      .update(reportOrders)
      .set({ status: 'cancelled', cancelledAt: now, cancelReason: 'by_exporter', updatedAt: now })
      .where(eq(reportOrders.id, row.id));
  });
  return getReportOrder(options);
}

/** What a report's invoice sells, in both languages. */
export function reportItem(row: Pick<ReportOrderRow, 'companyName' | 'country' | 'number'>) {
  return {
    uk: `Звіт про іноземну компанію «${row.companyName}» (${row.country}), замовлення № ${row.number}`,
    en: `Report on the foreign company “${row.companyName}” (${row.country}), order No. ${row.number}`,
  };
}

/**
 * `POST /infoproff/create-invoice`: the confirmed order's invoice (one per order) at its price,
 * and LiqPay's checkout for a card; paying it orders the report (invoice-subjects.ts).
 */
export async function createReportInvoice(options: {
  db: Database;
  scope: ExporterScope;
  body: { order_id: string; payment_method: 'card' | 'bank_transfer' };
  liqpay: LiqPaySettings;
  publicUrl: string;
  locale: ApiLocale;
}): Promise<{ invoice: Invoice; checkout: Checkout | null }> {
  const { db, scope, body } = options;
  const parties = await readInvoiceParties(db, companyOfScope(scope));
  const now = new Date();
  const issued = await db.transaction(async (tx) => {
    const row = await lockOrder(tx, body.order_id, scope);
    if (await findOrderInvoice(tx, row.id)) throw new AppError('conflict', 'infoproff.already_invoiced');
    if (row.status !== 'awaiting_payment') throw new AppError('conflict', 'infoproff.not_invoiceable');
    return insertInvoice(tx, {
      companyId: row.companyId,
      sale: { subject: 'report_order', reportOrderId: row.id },
      paymentMethod: body.payment_method,
      amountMinor: row.priceMinor,
      currency: row.currency,
      item: reportItem(row),
      parties,
      at: now,
    });
  });
  const [read] = await selectInvoicesWithSubject(db, {}).where(eq(invoices.id, issued.id)).limit(1);
  return {
    invoice: toInvoice(read!.invoice, read!, options.locale),
    checkout: body.payment_method === 'card' ? checkoutOf(issued, options) : null,
  };
}

/** The order's invoice row for `GET /infoproff/download-invoice/{id}` (404 without one). */
export async function findReportInvoiceId(options: {
  db: Database;
  scope: ExporterScope;
  id: string;
}): Promise<string> {
  const [row] = await options.db
    .select({ invoiceId: invoices.id })
    .from(reportOrders)
    .innerJoin(invoices, eq(invoices.reportOrderId, reportOrders.id))
    .where(recordInScope(reportOrders, options.id, options.scope))
    .limit(1);
  if (!row) throw new AppError('not_found', 'error.not_found');
  return row.invoiceId;
}

/** `GET /infoproff/orders/{id}/report`: the kept PDF, to the company that paid for it (409 before it is ready). */
export async function readReportFile(options: { db: Database; scope: ExporterScope; id: string }) {
  const [row] = await options.db
    .select({ status: reportOrders.status, fileId: reportOrders.reportFileId })
    .from(reportOrders)
    .where(recordInScope(reportOrders, options.id, options.scope))
    .limit(1);
  if (!row) throw new AppError('not_found', 'error.not_found');
  if (row.status !== 'ready' || !row.fileId) throw new AppError('conflict', 'infoproff.report_not_ready');
  return readStoredFile(options.db, row.fileId);
}
