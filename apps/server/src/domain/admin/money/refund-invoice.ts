import { and, eq, inArray } from 'drizzle-orm';
import type { AdminInvoice, ApiLocale } from '@portal/contract';
import { paymentEvents, type Database } from '@portal/db';
import { AppError } from '../../../lib/app-error';
import { refundPayment, type RefundResult } from '../../../integrations/liqpay';
import type { LiqPaySettings } from '../../../integrations/payments';
import type { JobQueue } from '../../../jobs/queue';
import type { InvoiceRow } from '../../money/issue-invoice';
import { sendRefundEmails, settleRefund } from '../../money/settle-refund';
import { actorOfScope, type BackOfficeScope } from '../../access/scope';
import { assertRefundable, getAdminInvoice, lockInvoice } from './admin-invoice';
import { assertAdmin } from './admin-only';

/**
 * The LiqPay order that paid the invoice: the one whose callback was applied, or kept for a
 * refund when it came after the invoice was cancelled (a checkout made again has an order id of
 * its own, liqpay-order.ts), else the invoice's own id.
 */
async function paidOrderId(db: Pick<Database, 'select'>, invoice: InvoiceRow): Promise<string> {
  const [applied] = await db
    .select({ orderId: paymentEvents.orderId })
    .from(paymentEvents)
    .where(
      and(eq(paymentEvents.invoiceId, invoice.id), inArray(paymentEvents.verdict, ['applied', 'refund_due'])),
    )
    .limit(1);
  return applied?.orderId ?? invoice.id;
}

/** LiqPay returns a card payment; any failure is 502 `money.refund_failed`, so nothing changes. */
async function refundByCard(
  db: Pick<Database, 'select'>,
  liqpay: LiqPaySettings,
  invoice: InvoiceRow,
): Promise<RefundResult> {
  const orderId = await paidOrderId(db, invoice);
  try {
    return await refundPayment({
      apiUrl: liqpay.url,
      publicKey: liqpay.publicKey,
      privateKey: liqpay.privateKey,
      orderId,
      amountKopiykas: invoice.amountMinor,
    });
  } catch (error) {
    throw Object.assign(new AppError('bad_gateway', 'money.refund_failed'), { cause: error });
  }
}

/**
 * `POST /admin/invoices/{id}/refund` (decision 011: an admin refunds within 30 days). Admin only
 * (403 `money.admin_only`); only a paid invoice (409 `money.not_refundable`) within
 * REFUND_WINDOW_DAYS of its payment (409 `money.refund_window_passed`), or a card payment that
 * came for a cancelled invoice (`refund_due`, issue 24 §3: no window, the money is not ours).
 * With the invoice locked, a card payment is first returned through LiqPay (its failure: 502,
 * nothing changed); then settleRefund: the invoice is refunded, the subscription it paid for ends
 * now (or at its start, when it had not begun) and later stacked periods move up, the audit entry
 * and the exporter's notification are written; the e-mail in the exporter's language is queued
 * after the commit.
 */
export async function refundInvoice(options: {
  db: Database;
  jobs: Pick<JobQueue, 'enqueue'>;
  liqpay: LiqPaySettings;
  publicUrl: string;
  scope: BackOfficeScope;
  ip: string;
  id: string;
  reason: string;
  locale: ApiLocale;
}): Promise<AdminInvoice> {
  const { db, scope, id } = options;
  assertAdmin(scope);
  const actor = actorOfScope(scope, options.ip);
  const reason = options.reason.trim();

  const { settled, invoice } = await db.transaction(async (tx) => {
    const invoice = await lockInvoice(tx, id);
    assertRefundable(invoice, new Date());
    // Holding the lock over LiqPay's answer (10 s at most): a second refund waits and then finds
    // the invoice refunded, instead of asking LiqPay twice.
    const provider =
      invoice.paymentMethod === 'card' || invoice.status === 'refund_due'
        ? await refundByCard(tx, options.liqpay, invoice)
        : null;
    const settled = await settleRefund(tx, invoice, {
      at: new Date(),
      actor,
      reason: { uk: reason, en: reason },
      audit: provider ? { provider_status: provider.status, provider_payment_id: provider.paymentId } : {},
    });
    return { settled, invoice };
  });
  await sendRefundEmails(options.jobs, { settled, invoice, publicUrl: options.publicUrl });
  return getAdminInvoice({ db, scope, id, locale: options.locale });
}
