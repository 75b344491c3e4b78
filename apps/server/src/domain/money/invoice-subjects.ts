import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { InvoiceSubject } from '@portal/contract';
import { serviceOrders, subscriptions, tariffs, type BilingualText } from '@portal/db';
import { scopeOfUserId, type BackOfficeScope } from '../access/scope';
import {
  moveRequestStatus,
  sendStatusChangeMail,
  type StatusChanged,
  type Transaction,
} from '../requests/change-request-status';
import type { JobQueue } from '../../jobs/queue';
import { cancelReportForInvoice, startReportProduction } from '../reports/report-production';
import { endPeriodEarly } from './company-periods';
import type { InvoiceRow } from './issue-invoice';
import { lockCompanyPeriods } from './lock-company-periods';
import { scheduleSubscriptionNotices } from './subscription-notices';
import { addMonths, nextPeriodStart } from './subscription-rules';

/**
 * What each thing an invoice sells does when the invoice is paid, refunded or cancelled
 * (decision 048). The money module keeps the invoice's own states (awaiting, paid, cancelled,
 * refund due, refunded), its locks, audit and notices; a subject's rule changes only what the
 * invoice sold, inside the same transaction, with the invoice's row already locked.
 */
type SubjectRule = {
  /** The invoice has just been marked paid at `at`. */
  paid(tx: Transaction, invoice: InvoiceRow, at: Date): Promise<PaymentEffect>;
  /** The invoice's money has just gone back: what it sold ends, and how the exporter is told. */
  refunded(tx: Transaction, invoice: InvoiceRow, at: Date): Promise<RefundEffect>;
  /** A manager has just cancelled the invoice, still awaiting payment. */
  cancelled(tx: Transaction, invoice: InvoiceRow, by: CancelledBy): Promise<StatusChanged | null>;
};

/** What a payment started: the subscription it activated, or the order it sent to the managers. */
export type PaymentEffect = { subscriptionId: string | null; statusChange: StatusChanged | null };

/** What a refund ended: the period it paid for (when it ran) and the sentence that tells the exporter. */
export type RefundEffect = {
  subscriptionId: string | null;
  endedAt: Date | null;
  /** Said after 'the payment was refunded', in both languages; null when nothing else changed. */
  ended: BilingualText | null;
};

export type CancelledBy = { scope: BackOfficeScope; ip: string; reason: string; at: Date };

const NOTHING_PAID: PaymentEffect = { subscriptionId: null, statusChange: null };

/**
 * A plan's period: activated for the months the invoice states (not what the tariff says by
 * now, issue 24 §2) from the later of the payment and the company's current end (renewals stack,
 * under the company's lock: two payments at once stack, a trial at once sees this one); its
 * reminders and expiry notice are queued. A refund ends the period now and moves later ones up.
 */
const SUBSCRIPTION: SubjectRule = {
  async paid(tx, invoice, at) {
    if (invoice.tariffId === null || invoice.periodMonths === null) {
      throw new Error(`Invoice ${invoice.number} sells a subscription without a plan.`);
    }
    await lockCompanyPeriods(tx, invoice.companyId);
    const [current] = await tx
      .select({ endsAt: subscriptions.endsAt })
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.companyId, invoice.companyId),
          isNull(subscriptions.endedAt),
          gt(subscriptions.endsAt, at),
        ),
      )
      .orderBy(desc(subscriptions.endsAt))
      .limit(1);
    const startsAt = nextPeriodStart(at, current?.endsAt ?? null);
    const [subscription] = await tx
      .insert(subscriptions)
      .values({
        companyId: invoice.companyId,
        tariffId: invoice.tariffId,
        invoiceId: invoice.id,
        startsAt,
        endsAt: addMonths(startsAt, invoice.periodMonths),
        createdAt: at,
      })
      .returning({ id: subscriptions.id, endsAt: subscriptions.endsAt });
    if (!subscription) throw new Error(`The subscription of invoice ${invoice.number} was not stored.`);
    await scheduleSubscriptionNotices(tx, subscription, at);
    return { subscriptionId: subscription.id, statusChange: null };
  },
  async refunded(tx, invoice, at) {
    await lockCompanyPeriods(tx, invoice.companyId);
    const [period] = await tx
      .select({ subscription: subscriptions, tariff: tariffs })
      .from(subscriptions)
      .innerJoin(tariffs, eq(tariffs.id, subscriptions.tariffId))
      .where(and(eq(subscriptions.invoiceId, invoice.id), isNull(subscriptions.endedAt)))
      .limit(1);
    if (!period) return { subscriptionId: null, endedAt: null, ended: null };
    const endedAt = await endPeriodEarly(tx, period.subscription, at);
    return {
      subscriptionId: period.subscription.id,
      endedAt,
      ended: {
        uk: `Підписку «${period.tariff.nameUk}», оплачену цим рахунком, завершено.`,
        en: `The “${period.tariff.nameEn}” subscription it paid for has ended.`,
      },
    };
  },
  async cancelled() {
    return null;
  },
};

/** The order an invoice pays for, locked; its status and who filed it. */
async function lockOrderOf(tx: Transaction, invoice: InvoiceRow) {
  if (invoice.serviceOrderId === null) {
    throw new Error(`Invoice ${invoice.number} sells a service without an order.`);
  }
  const [order] = await tx
    .select({
      id: serviceOrders.id,
      number: serviceOrders.number,
      status: serviceOrders.status,
      createdBy: serviceOrders.createdBy,
    })
    .from(serviceOrders)
    .where(eq(serviceOrders.id, invoice.serviceOrderId))
    .for('update')
    .limit(1);
  if (!order) throw new Error(`The order of invoice ${invoice.number} is gone.`);
  return order;
}

/**
 * A priced catalogue order (issue 27 §1): filed and billed at once, it waits unsent (`created`)
 * until paid; the payment sends it to the managers (`created → accepted`, the exporter's own move,
 * made on their behalf at the moment the money came). A manager cancelling its invoice closes the
 * order with the reason. A refund moves nothing: the managers decide what becomes of the work.
 */
const CATALOG_ORDER: SubjectRule = {
  async paid(tx, invoice, at) {
    const order = await lockOrderOf(tx, invoice);
    if (order.status !== 'created' || order.createdBy === null) return NOTHING_PAID;
    const scope = await scopeOfUserId(tx, order.createdBy);
    const statusChange = await moveRequestStatus(tx, {
      kind: 'service_order',
      requestId: order.id,
      to: 'accepted',
      scope,
      ip: '',
      at,
    });
    return { subscriptionId: null, statusChange };
  },
  async refunded(tx, invoice) {
    const order = await lockOrderOf(tx, invoice);
    return {
      subscriptionId: null,
      endedAt: null,
      ended: {
        uk: `Це оплата замовлення № ${order.number}.`,
        en: `It paid for order No. ${order.number}.`,
      },
    };
  },
  async cancelled(tx, invoice, by) {
    const order = await lockOrderOf(tx, invoice);
    if (order.status !== 'created') return null;
    return moveRequestStatus(tx, {
      kind: 'service_order',
      requestId: order.id,
      to: 'closed',
      comment:
        by.reason || `Рахунок № ${invoice.number} скасовано / Invoice No. ${invoice.number} was cancelled`,
      scope: by.scope,
      ip: by.ip,
      at: by.at,
    });
  },
};

/**
 * A foreign company's report (issue 28, decision 050): paid, it goes to production and a job
 * orders it from the provider; a cancelled invoice cancels the order waiting for it; a refund
 * (of a failed report, or a goodwill one) moves nothing more.
 */
const REPORT_ORDER: SubjectRule = {
  async paid(tx, invoice, at) {
    await startReportProduction(tx, reportOrderOf(invoice), at);
    return NOTHING_PAID;
  },
  async refunded() {
    return { subscriptionId: null, endedAt: null, ended: null };
  },
  async cancelled(tx, invoice, by) {
    await cancelReportForInvoice(tx, reportOrderOf(invoice), by.at);
    return null;
  },
};

function reportOrderOf(invoice: InvoiceRow): string {
  if (invoice.reportOrderId === null)
    throw new Error(`Invoice ${invoice.number} sells a report without an order.`);
  return invoice.reportOrderId;
}

const RULES: Record<InvoiceSubject['kind'], SubjectRule> = {
  subscription: SUBSCRIPTION,
  catalog_order: CATALOG_ORDER,
  report_order: REPORT_ORDER,
};

export function subjectRule(invoice: Pick<InvoiceRow, 'subject'>): SubjectRule {
  return RULES[invoice.subject];
}

/** After the transaction: the e-mail of the status change a payment or a cancellation made. */
export async function announceSubjectChange(
  jobs: Pick<JobQueue, 'enqueue'>,
  publicUrl: string,
  change: StatusChanged | null,
): Promise<void> {
  if (change) await sendStatusChangeMail(jobs, publicUrl, change);
}
