import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { NOTIFICATION_TITLES, type ReportOrderListItem } from '@portal/contract';
import { invoices, notifications, reportOrders, storedFiles, type Database } from '@portal/db';
import {
  fetchProviderOrder,
  fetchProviderReport,
  InfoproffError,
  placeProviderOrder,
  type InfoproffSettings,
} from '../../integrations/infoproff/infoproff-client';
import { MAIL_JOB } from '../../integrations/messaging';
import { renderOfficeNoticeEmail } from '../../integrations/mail/templates/office-notice-email';
import { renderStatusChangeEmail } from '../../integrations/mail/templates/status-change-email';
import { insertJob, type JobQueue } from '../../jobs/queue';
import { THROTTLE_KEYS, THROTTLE_RULES } from '../../lib/throttle';
import type { ExporterScope } from '../access/scope';
import { storeFileBytes } from '../files/stored-file';
import { adminReportOrderPath, reportOrderPath } from '../money/find-invoices';
import { findCompanyOwner } from '../money/settle-refund';
import { formatMoney } from '../money/invoice-pdf/invoice-format';
import type { Transaction } from '../requests/change-request-status';
import { reserveAttempt } from '../throttles/reserve-attempt';
import {
  expireReportOrder,
  REPORT_EXPIRE_JOB,
  toReportOrderListItem,
  type ReportOrderRow,
} from './report-orders';

/**
 * After the payment (decision 050): the report is ordered from the provider by a job (the HTTP
 * call stays out of the payment's transaction), its status asked by a job until it is ready or
 * failed, and by the exporter's refresh at most once a minute. Ready: the PDF is kept and the
 * exporter told. Failed: the invoice becomes `refund_due` (an admin returns the money from the
 * back office), the exporter and the office are told.
 */
export const REPORT_PLACE_JOB = 'reports.place';
export const REPORT_POLL_JOB = 'reports.poll';

/** How long after a payment the provider may stay unreachable before the order fails. */
export const PLACE_DEADLINE_MS = 24 * 60 * 60_000;
/** How long a report may take at the provider before the order fails. */
export const PRODUCTION_DEADLINE_MS = 14 * 24 * 60 * 60_000;
/** How often the job asks the provider about a report in production. */
export const POLL_INTERVAL_MS = 60_000;

export type ReportContext = {
  db: Database;
  settings: InfoproffSettings;
  jobs: Pick<JobQueue, 'enqueue'>;
  publicUrl: string;
  supportEmail: string;
  logger: FastifyBaseLogger;
};

/** Paid: the order goes to production and the job that orders it from the provider is queued (invoice-subjects.ts). */
export async function startReportProduction(tx: Transaction, orderId: string, at: Date): Promise<void> {
  const [row] = await tx
    .select({ status: reportOrders.status })
    .from(reportOrders)
    .where(eq(reportOrders.id, orderId))
    .for('update');
  if (row?.status !== 'awaiting_payment') return;
  await tx
    .update(reportOrders)
    .set({ status: 'in_production', paidAt: at, updatedAt: at })
    .where(eq(reportOrders.id, orderId));
  await insertJob(tx, REPORT_PLACE_JOB, { orderId }, { maxAttempts: 40 });
}

/** A manager cancelled the unpaid invoice: the order waiting for it is cancelled. */
export async function cancelReportForInvoice(tx: Transaction, orderId: string, at: Date): Promise<void> {
  await tx
    .update(reportOrders)
    .set({ status: 'cancelled', cancelledAt: at, cancelReason: 'invoice_cancelled', updatedAt: at })
    .where(and(eq(reportOrders.id, orderId), eq(reportOrders.status, 'awaiting_payment')));
}

/** The exporter is told in the portal and by e-mail, in their language. */
async function tellExporter(
  context: ReportContext,
  row: ReportOrderRow,
  notice: { type: 'success' | 'error'; uk: string; en: string },
): Promise<void> {
  const owner = await findCompanyOwner(context.db, row.companyId);
  if (!owner) return;
  await context.db.insert(notifications).values({
    userId: owner.id,
    type: notice.type,
    title: { uk: NOTIFICATION_TITLES.ua[notice.type], en: NOTIFICATION_TITLES.en[notice.type] },
    text: { uk: notice.uk, en: notice.en },
    link: reportOrderPath(row.id),
  });
  const prefix = owner.locale === 'en' ? '/en' : '';
  await context.jobs.enqueue(
    MAIL_JOB,
    renderStatusChangeEmail({
      to: owner.email,
      locale: owner.locale,
      heading: owner.locale === 'en' ? `Report order No. ${row.number}` : `Замовлення звіту № ${row.number}`,
      text: notice[owner.locale],
      comment: '',
      url: `${context.publicUrl}${prefix}${reportOrderPath(row.id)}`,
    }),
  );
}

/**
 * The order has failed (the provider's production failed, or it could not be ordered in time):
 * failed, its paid invoice `refund_due`, the exporter and the office told. Once: an order no
 * longer in production is left alone.
 */
async function failReportOrder(context: ReportContext, row: ReportOrderRow, failure: string): Promise<void> {
  const now = new Date();
  const failed = await context.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(reportOrders).where(eq(reportOrders.id, row.id)).for('update');
    if (locked?.status !== 'in_production') return null;
    await tx
      .update(reportOrders)
      .set({ status: 'failed', failedAt: now, failure: failure.slice(0, 500), updatedAt: now })
      .where(eq(reportOrders.id, row.id));
    const [invoice] = await tx
      .update(invoices)
      .set({ status: 'refund_due', updatedAt: now })
      .where(and(eq(invoices.reportOrderId, row.id), eq(invoices.status, 'paid')))
      .returning({ id: invoices.id, number: invoices.number });
    return { invoice: invoice ?? null };
  });
  if (!failed) return;
  context.logger.warn({ order: row.number, failure }, 'A foreign company report failed');
  const amount = { uk: formatMoney(row.priceMinor, 'uk'), en: formatMoney(row.priceMinor, 'en') };
  await tellExporter(context, row, {
    type: 'error',
    uk: `Звіт про «${row.companyName}» (замовлення № ${row.number}) не вдалося підготувати. Ми повернемо ${amount.uk}.`,
    en: `The report on “${row.companyName}” (order No. ${row.number}) could not be prepared. We will return ${amount.en}.`,
  });
  await context.jobs.enqueue(
    MAIL_JOB,
    renderOfficeNoticeEmail({
      to: context.supportEmail,
      heading: `Звіт № ${row.number} не підготовлено`,
      text:
        `Постачальник не підготував звіт про «${row.companyName}» (${row.country}): ${failure}. ` +
        (failed.invoice
          ? `Рахунок № ${failed.invoice.number} позначено «до повернення»: поверніть ${amount.uk} у бек-офісі.`
          : 'Рахунок не було оплачено.'),
      url: `${context.publicUrl}${adminReportOrderPath(row.id)}`,
    }),
  );
}

/** The report is ready: its PDF kept, the order ready, the exporter told. */
async function finishReportOrder(context: ReportContext, row: ReportOrderRow): Promise<void> {
  const bytes = await fetchProviderReport(context.settings, row.providerOrderId!);
  const fileId = await storeFileBytes(context.db, {
    contentType: 'application/pdf',
    fileName: `report-${row.number}.pdf`,
    bytes,
  });
  const now = new Date();
  const [done] = await context.db
    .update(reportOrders)
    .set({ status: 'ready', readyAt: now, checkedAt: now, reportFileId: fileId, updatedAt: now })
    .where(and(eq(reportOrders.id, row.id), eq(reportOrders.status, 'in_production')))
    .returning({ id: reportOrders.id });
  if (!done) {
    await context.db.delete(storedFiles).where(eq(storedFiles.id, fileId));
    return;
  }
  await tellExporter(context, row, {
    type: 'success',
    uk: `Звіт про «${row.companyName}» (замовлення № ${row.number}) готовий: завантажте його.`,
    en: `The report on “${row.companyName}” (order No. ${row.number}) is ready: download it.`,
  });
}

/**
 * Asks the provider about one order in production and acts on the answer: ready or failed ends
 * it; still in production (or the provider unreachable) leaves it, past the deadline failed.
 * Answers whether it is still in production.
 */
export async function checkReportOrder(context: ReportContext, row: ReportOrderRow): Promise<boolean> {
  if (row.status !== 'in_production' || !row.providerOrderId) return row.status === 'in_production';
  try {
    const answer = await fetchProviderOrder(context.settings, row.providerOrderId);
    await context.db.update(reportOrders).set({ checkedAt: new Date() }).where(eq(reportOrders.id, row.id));
    if (answer.status === 'ready') {
      await finishReportOrder(context, row);
      return false;
    }
    if (answer.status === 'failed') {
      await failReportOrder(context, row, answer.error ?? 'the provider failed');
      return false;
    }
  } catch (error) {
    if (!(error instanceof InfoproffError)) throw error;
    if (error.reason === 'not_found') {
      await failReportOrder(context, row, 'the provider no longer knows the order');
      return false;
    }
    context.logger.warn({ order: row.number, reason: error.reason }, 'The reports provider did not answer');
  }
  if (Date.now() - (row.placedAt ?? row.paidAt ?? row.createdAt).getTime() > PRODUCTION_DEADLINE_MS) {
    await failReportOrder(context, row, 'not produced within 14 days');
    return false;
  }
  return true;
}

async function readOrder(db: Database, orderId: string): Promise<ReportOrderRow | null> {
  const [row] = await db.select().from(reportOrders).where(eq(reportOrders.id, orderId)).limit(1);
  return row ?? null;
}

/**
 * REPORT_PLACE_JOB: orders the paid report from the provider under the portal's order id (a
 * repeat answers the same order), then queues the first poll. The provider unreachable throws,
 * so the queue tries again with its back-off, until a day after the payment: then the order fails.
 */
async function placeReportOrder(context: ReportContext, orderId: string): Promise<void> {
  const row = await readOrder(context.db, orderId);
  if (!row || row.status !== 'in_production' || row.providerOrderId) return;
  try {
    const placed = await placeProviderOrder(context.settings, { quote_id: row.quoteId, reference: row.id });
    const now = new Date();
    await context.db
      .update(reportOrders)
      .set({ providerOrderId: placed.order_id, placedAt: now, checkedAt: now, updatedAt: now })
      .where(eq(reportOrders.id, row.id));
    await context.jobs.enqueue(
      REPORT_POLL_JOB,
      { orderId },
      { runAt: new Date(now.getTime() + POLL_INTERVAL_MS), maxAttempts: 3 },
    );
  } catch (error) {
    if (!(error instanceof InfoproffError)) throw error;
    const late = Date.now() - (row.paidAt ?? row.createdAt).getTime() > PLACE_DEADLINE_MS;
    if (error.reason === 'not_found' || late) {
      await failReportOrder(context, row, `could not be ordered: ${error.message}`);
      return;
    }
    throw error;
  }
}

/** REPORT_POLL_JOB: one check; still in production, the next check is queued. */
async function pollReportOrder(context: ReportContext, orderId: string): Promise<void> {
  const row = await readOrder(context.db, orderId);
  if (!row) return;
  if (await checkReportOrder(context, row)) {
    await context.jobs.enqueue(
      REPORT_POLL_JOB,
      { orderId },
      { runAt: new Date(Date.now() + POLL_INTERVAL_MS), maxAttempts: 3 },
    );
  }
}

export function createReportJobHandlers(
  context: Omit<ReportContext, 'jobs'> & { getJobs: () => Pick<JobQueue, 'enqueue'> },
) {
  const withJobs = (): ReportContext => ({ ...context, jobs: context.getJobs() });
  const orderIdOf = (payload: Record<string, unknown>) => String(payload.orderId ?? '');
  return {
    [REPORT_EXPIRE_JOB]: async (payload: Record<string, unknown>) => {
      await expireReportOrder(context.db, orderIdOf(payload));
    },
    [REPORT_PLACE_JOB]: (payload: Record<string, unknown>) =>
      placeReportOrder(withJobs(), orderIdOf(payload)),
    [REPORT_POLL_JOB]: (payload: Record<string, unknown>) => pollReportOrder(withJobs(), orderIdOf(payload)),
  };
}

/**
 * `POST /infoproff/refresh-order-statuses`: at most once a minute per company (429
 * `infoproff.refresh_too_soon`), the company's orders in production are asked about now.
 */
export async function refreshReportOrders(
  context: ReportContext & { scope: ExporterScope },
): Promise<{ checked: number; orders: ReportOrderListItem[] }> {
  const { db, scope } = context;
  await reserveAttempt({
    db,
    limits: [
      { key: THROTTLE_KEYS.reportRefreshCompany(scope.companyId), rule: THROTTLE_RULES.reportRefreshCompany },
    ],
  });
  const rows = await db
    .select()
    .from(reportOrders)
    .where(
      and(
        eq(reportOrders.companyId, scope.companyId),
        eq(reportOrders.status, 'in_production'),
        isNotNull(reportOrders.providerOrderId),
      ),
    );
  for (const row of rows) await checkReportOrder(context, row);
  const after = rows.length
    ? await db
        .select()
        .from(reportOrders)
        .where(
          inArray(
            reportOrders.id,
            rows.map((row) => row.id),
          ),
        )
    : [];
  return { checked: rows.length, orders: after.map(toReportOrderListItem) };
}
