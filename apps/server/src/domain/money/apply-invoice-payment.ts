import { eq } from 'drizzle-orm';
import { invoices } from '@portal/db';
import type { Transaction } from '../requests/change-request-status';
import { subjectRule, type PaymentEffect } from './invoice-subjects';

/**
 * An invoice is paid (the provider's verified callback, or a manager's mark for a bank transfer):
 * inside the caller's transaction the invoice is locked and marked paid, and what it sells is
 * given by its subject's rule (invoice-subjects.ts: a plan's period activated and stacked, or a
 * catalogue order sent to the managers). The status change a payment makes is e-mailed by the
 * caller after the commit (`announceSubjectChange`).
 * Idempotent: an invoice that is not awaiting payment changes nothing and answers `applied: false`.
 */
export async function applyInvoicePayment(
  tx: Transaction,
  options: { invoiceId: string; at: Date },
): Promise<{ applied: boolean } & PaymentEffect> {
  const { invoiceId, at } = options;
  const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId)).for('update').limit(1);
  if (!invoice || invoice.status !== 'awaiting_payment') {
    return { applied: false, subscriptionId: null, statusChange: null };
  }
  await tx
    .update(invoices)
    .set({ status: 'paid', paidAt: at, updatedAt: at })
    .where(eq(invoices.id, invoiceId));
  const effect = await subjectRule(invoice).paid(tx, { ...invoice, status: 'paid', paidAt: at }, at);
  return { applied: true, ...effect };
}
