import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { invoices, subscriptions } from '@portal/db';
import type { Transaction } from '../requests/change-request-status';
import { lockCompanyPeriods } from './lock-company-periods';
import { scheduleSubscriptionNotices } from './subscription-notices';
import { addMonths, nextPeriodStart } from './subscription-rules';

/**
 * An invoice is paid (the provider's verified callback, or a manager's mark for a bank transfer):
 * inside the caller's transaction the invoice is locked, then the company's periods
 * (lockCompanyPeriods: two payments at once stack, a trial at once sees this one), the invoice
 * is marked paid and its subscription activated for the period the invoice states (not what the
 * tariff says by now, issue 24 §2) from the later of the payment and the company's current end
 * (renewals stack), its reminders and expiry notice queued.
 * Idempotent: an invoice that is not awaiting payment changes nothing and answers `applied: false`.
 */
export async function applyInvoicePayment(
  tx: Transaction,
  options: { invoiceId: string; at: Date },
): Promise<{ applied: boolean; subscriptionId: string | null }> {
  const { invoiceId, at } = options;
  const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId)).for('update').limit(1);
  if (!invoice || invoice.status !== 'awaiting_payment') return { applied: false, subscriptionId: null };
  await lockCompanyPeriods(tx, invoice.companyId);

  // The company's latest period still running at the moment of payment.
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

  await tx
    .update(invoices)
    .set({ status: 'paid', paidAt: at, updatedAt: at })
    .where(eq(invoices.id, invoiceId));
  const [subscription] = await tx
    .insert(subscriptions)
    .values({
      companyId: invoice.companyId,
      tariffId: invoice.tariffId,
      invoiceId,
      startsAt,
      endsAt: addMonths(startsAt, invoice.periodMonths),
      createdAt: at,
    })
    .returning({ id: subscriptions.id, endsAt: subscriptions.endsAt });
  if (!subscription) throw new Error(`The subscription of invoice ${invoice.number} was not stored.`);
  await scheduleSubscriptionNotices(tx, subscription, at);
  return { applied: true, subscriptionId: subscription.id };
}
