import type { AdminInvoice, AdminMarkPaidBody, ApiLocale } from '@portal/contract';
import type { Database } from '@portal/db';
import { AppError } from '../../../lib/app-error';
import { recordAudit } from '../../audit/record-audit';
import type { JobQueue } from '../../../jobs/queue';
import { applyInvoicePayment } from '../../money/apply-invoice-payment';
import { announceSubjectChange } from '../../money/invoice-subjects';
import { actorOfScope, assertBackOfficeScope, type BackOfficeScope } from '../../access/scope';
import { assertAwaiting, getAdminInvoice, lockInvoice } from './admin-invoice';
import { kyivDay, kyivDayStart } from './kyiv-days';

/**
 * `POST /admin/invoices/{id}/mark-paid`: the money of a bank transfer has come (issue 14 §3).
 * Only an invoice awaiting payment (409 `money.invoice_not_awaiting`) paid by bank transfer
 * (a card is settled by LiqPay: 409 `money.not_bank_transfer`). The payment is applied exactly as
 * a card payment's (applyInvoicePayment: the plan activated and stacked, or the order sent) at the moment the
 * money came: now when it came today, else the start of that Kyiv day (never before the invoice).
 * The day is not in the future, nor before the issue day (422 on `paid_on`).
 */
export async function markInvoicePaid(options: {
  db: Database;
  scope: BackOfficeScope;
  ip: string;
  id: string;
  body: Required<AdminMarkPaidBody>;
  locale: ApiLocale;
  jobs: Pick<JobQueue, 'enqueue'>;
  publicUrl: string;
}): Promise<AdminInvoice> {
  const { db, scope, id, body } = options;
  assertBackOfficeScope(scope);
  const actor = actorOfScope(scope, options.ip);
  const statusChange = await db.transaction(async (tx) => {
    const invoice = await lockInvoice(tx, id);
    assertAwaiting(invoice);
    if (invoice.paymentMethod !== 'bank_transfer') throw new AppError('conflict', 'money.not_bank_transfer');
    const now = new Date();
    const today = kyivDay(now);
    const paidOn = body.paid_on;
    if (paidOn > today) {
      throw new AppError('validation_failed', 'money.paid_on_future', {
        fields: { paid_on: ['money.paid_on_future'] },
      });
    }
    if (paidOn < kyivDay(invoice.issuedAt)) {
      throw new AppError('validation_failed', 'money.paid_on_before_issue', {
        fields: { paid_on: ['money.paid_on_before_issue'] },
      });
    }
    const dayStart = kyivDayStart(paidOn);
    const at = paidOn === today ? now : dayStart > invoice.issuedAt ? dayStart : invoice.issuedAt;
    const { applied, subscriptionId, statusChange } = await applyInvoicePayment(tx, { invoiceId: id, at });
    // The row is locked and awaiting payment: applying cannot find it otherwise.
    if (!applied) throw new Error(`The payment of invoice ${invoice.number} was not applied.`);
    await recordAudit(tx, {
      actor,
      action: 'invoice.mark_paid',
      entityType: 'invoice',
      entityId: id,
      before: { number: invoice.number, status: invoice.status },
      after: {
        number: invoice.number,
        status: 'paid',
        paid_on: paidOn,
        paid_at: at.toISOString(),
        reference: body.reference,
        subscription_id: subscriptionId,
      },
      at: now,
    });
    return statusChange;
  });
  await announceSubjectChange(options.jobs, options.publicUrl, statusChange);
  return getAdminInvoice({ db, scope, id, locale: options.locale });
}
