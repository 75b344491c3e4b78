import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import {
  REFUND_WINDOW_DAYS,
  type AdminInvoice,
  type AdminInvoiceAction,
  type AdminInvoiceNote,
  type ApiLocale,
  type PaymentEvent,
} from '@portal/contract';
import {
  auditLog,
  companies,
  invoices,
  paymentEvents,
  subscriptions,
  tariffs,
  users,
  type Database,
} from '@portal/db';
import { AppError } from '../../../lib/app-error';
import { selectInvoicesWithSubject, toInvoice, toPaymentAttempt } from '../../money/find-invoices';
import type { InvoiceRow } from '../../money/issue-invoice';
import { toSubscription } from '../../money/start-trial';
import { addDays } from '../../money/subscription-rules';
import type { Transaction } from '../../requests/change-request-status';
import { pickCompanyName } from '../../requests/list-filters';
import { assertBackOfficeScope, type BackOfficeScope } from '../../access/scope';

/** The company's name in the request's language (the other one when it is empty). */
export function companyName(company: { nameUk: string; nameEn: string }, locale: ApiLocale): string {
  return pickCompanyName(locale, { companyNameUk: company.nameUk, companyNameEn: company.nameEn });
}

/** The audit log's actions on an invoice (decision 015), and the note each one reads as. */
export const INVOICE_AUDIT_ACTIONS = {
  'invoice.mark_paid': 'marked_paid',
  'invoice.cancel': 'cancelled',
  'invoice.refund': 'refunded',
} as const satisfies Record<string, AdminInvoiceAction>;
export type InvoiceAuditAction = keyof typeof INVOICE_AUDIT_ACTIONS;

/** Until when a paid invoice may be refunded (decision 011: within 30 days of the payment); null unless paid. */
export function refundUntil(invoice: Pick<InvoiceRow, 'status' | 'paidAt'>): Date | null {
  return invoice.status === 'paid' && invoice.paidAt ? addDays(invoice.paidAt, REFUND_WINDOW_DAYS) : null;
}

/**
 * Whether an admin may refund the invoice at `now`: paid and within the window, or paid after it
 * was cancelled (`refund_due`: the money must go back whenever, issue 24 §3).
 */
export function canRefund(invoice: Pick<InvoiceRow, 'status' | 'paidAt'>, now: Date): boolean {
  if (invoice.status === 'refund_due') return true;
  const until = refundUntil(invoice);
  return until !== null && now < until;
}

/** 409 unless `canRefund`: not paid (`money.not_refundable`) or past the window (`money.refund_window_passed`). */
export function assertRefundable(invoice: Pick<InvoiceRow, 'status' | 'paidAt'>, now: Date): void {
  if (canRefund(invoice, now)) return;
  const until = refundUntil(invoice);
  if (!until) throw new AppError('conflict', 'money.not_refundable');
  if (now >= until) throw new AppError('conflict', 'money.refund_window_passed');
}

/** 409 unless the invoice still awaits payment (marking paid and cancelling need it). */
export function assertAwaiting(invoice: Pick<InvoiceRow, 'status'>): void {
  if (invoice.status !== 'awaiting_payment') throw new AppError('conflict', 'money.invoice_not_awaiting');
}

/** The invoice's row, locked for the rest of the transaction (404 for none). */
export async function lockInvoice(tx: Transaction, id: string): Promise<InvoiceRow> {
  const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, id)).for('update').limit(1);
  if (!invoice) throw new AppError('not_found', 'error.not_found');
  return invoice;
}

type PaymentEventRow = typeof paymentEvents.$inferSelect;

/** A provider's callback as the back office lists it. */
export function toPaymentEvent(
  row: PaymentEventRow,
  invoice: { id: string; number: string } | null,
): PaymentEvent {
  return {
    id: row.id,
    provider: row.provider,
    provider_payment_id: row.providerPaymentId,
    status: row.status,
    verdict: row.verdict,
    amount: row.amountMinor,
    currency: row.currency,
    invoice,
    received_at: row.receivedAt.toISOString(),
  };
}

/** The staff's actions on an invoice, oldest first, from the audit log (who: their name, else e-mail). */
async function findInvoiceNotes(db: Database, invoiceId: string): Promise<AdminInvoiceNote[]> {
  const rows = await db
    .select({
      action: auditLog.action,
      after: auditLog.after,
      email: auditLog.actorEmail,
      name: users.name,
      surname: users.surname,
      at: auditLog.createdAt,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .where(
      and(
        eq(auditLog.entityType, 'invoice'),
        eq(auditLog.entityId, invoiceId),
        inArray(auditLog.action, Object.keys(INVOICE_AUDIT_ACTIONS)),
      ),
    )
    .orderBy(asc(auditLog.createdAt), asc(auditLog.id));
  return rows.map((row) => {
    const text = row.after?.reference ?? row.after?.reason;
    const name = [row.name, row.surname].filter(Boolean).join(' ');
    return {
      action: INVOICE_AUDIT_ACTIONS[row.action as InvoiceAuditAction],
      by: name || row.email,
      at: row.at.toISOString(),
      text: typeof text === 'string' && text !== '' ? text : null,
    };
  });
}

/**
 * `GET /admin/invoices/{id}`: the invoice as printed, its company, the period it paid for, the
 * provider's callbacks, the staff's notes, and what may be done with it now.
 */
export async function getAdminInvoice(options: {
  db: Database;
  scope: BackOfficeScope;
  id: string;
  locale: ApiLocale;
  now?: Date;
}): Promise<AdminInvoice> {
  const { db, id, locale } = options;
  assertBackOfficeScope(options.scope);
  const now = options.now ?? new Date();
  const [row] = await selectInvoicesWithSubject(db, { company: companies, email: users.email })
    .innerJoin(companies, eq(companies.id, invoices.companyId))
    .innerJoin(users, eq(users.id, companies.userId))
    .where(eq(invoices.id, id))
    .limit(1);
  if (!row) throw new AppError('not_found', 'error.not_found');
  const { invoice } = row;
  const [[period], payments, notes] = await Promise.all([
    db
      .select({ subscription: subscriptions, tariff: tariffs })
      .from(subscriptions)
      .innerJoin(tariffs, eq(tariffs.id, subscriptions.tariffId))
      .where(eq(subscriptions.invoiceId, id))
      .limit(1),
    db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.invoiceId, id))
      .orderBy(desc(paymentEvents.receivedAt), desc(paymentEvents.id)),
    findInvoiceNotes(db, id),
  ]);
  const awaiting = invoice.status === 'awaiting_payment';
  const until = refundUntil(invoice);
  return {
    ...toInvoice(invoice, row, locale, toPaymentAttempt(invoice, payments[0])),
    company: {
      user_id: row.company.userId,
      name: companyName(row.company, locale),
      edrpou_code: row.company.edrpouCode,
      email: row.email,
    },
    subscription: period ? toSubscription(period.subscription, period.tariff, locale) : null,
    payments: payments.map((payment) => toPaymentEvent(payment, { id, number: invoice.number })),
    can_mark_paid: awaiting && invoice.paymentMethod === 'bank_transfer',
    can_cancel: awaiting,
    can_refund: canRefund(invoice, now),
    refund_until: until?.toISOString() ?? null,
    notes,
  };
}
