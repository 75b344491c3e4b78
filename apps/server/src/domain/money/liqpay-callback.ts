import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { invoices, paymentEvents, type Database, type PaymentEventVerdict } from '@portal/db';
import {
  fetchPaymentStatus,
  isFailedStatus,
  isPaidStatus,
  isPendingStatus,
  parseCallback,
  type LiqPayPayment,
} from '../../integrations/liqpay';
import type { LiqPaySettings } from '../../integrations/payments';
import type { JobQueue } from '../../jobs/queue';
import { isUniqueViolation } from '../../lib/database-errors';
import { applyInvoicePayment } from './apply-invoice-payment';
import { invoiceIdOfOrder } from './liqpay-order';

/** The job that asks LiqPay again about a payment it called back as not yet final. */
export const LIQPAY_CONFIRM_JOB = 'payments.liqpay.confirm';
/** How long after a pending callback the first confirmation is asked for. */
const CONFIRM_AFTER_MS = 60_000;

type Context = { db: Database; liqpay: LiqPaySettings; logger: FastifyBaseLogger; ip?: string | undefined };

async function record(
  db: Pick<Database, 'insert'>,
  verdict: PaymentEventVerdict,
  payment: Partial<LiqPayPayment> & { invoiceId?: string | null },
  ip?: string,
) {
  await db.insert(paymentEvents).values({
    provider: 'liqpay',
    providerPaymentId: payment.paymentId ?? null,
    invoiceId: payment.invoiceId ?? null,
    orderId: payment.orderId ?? null,
    status: payment.status ?? null,
    amountMinor: payment.amountKopiykas ?? null,
    currency: payment.currency ?? null,
    verdict,
    raw: payment.raw ?? null,
    ip: ip ?? null,
  });
}

/**
 * A verified payment of an invoice: the invoice must exist and be for this amount and currency;
 * a paid status activates it once (the payment's id is kept with the verdict `applied`, unique
 * per provider payment, in the same transaction as the activation), a replay or a second payment
 * of a paid invoice changes nothing; a status LiqPay has not settled is confirmed later by a job.
 */
export async function settleLiqPayPayment(
  context: Context & { jobs: Pick<JobQueue, 'enqueue'> },
  payment: LiqPayPayment,
): Promise<PaymentEventVerdict> {
  const { db, liqpay, logger, ip } = context;
  const invoiceId = invoiceIdOfOrder(payment.orderId);
  const [invoice] = invoiceId
    ? await db.select().from(invoices).where(eq(invoices.id, invoiceId)).limit(1)
    : [];
  const note = async (verdict: PaymentEventVerdict, level: 'info' | 'warn' = 'warn') => {
    await record(db, verdict, { ...payment, invoiceId: invoice?.id ?? null }, ip);
    logger[level](
      { verdict, orderId: payment.orderId, paymentId: payment.paymentId, status: payment.status },
      'LiqPay callback',
    );
    return verdict;
  };
  if (!invoice) return note('unknown_order');
  if (invoice.amountMinor !== payment.amountKopiykas || invoice.currency !== payment.currency) {
    return note('wrong_amount');
  }
  if (isPendingStatus(payment.status)) {
    await context.jobs.enqueue(
      LIQPAY_CONFIRM_JOB,
      { orderId: payment.orderId },
      { runAt: new Date(Date.now() + CONFIRM_AFTER_MS) },
    );
    return note('pending', 'info');
  }
  if (!isPaidStatus(payment.status, liqpay) || !payment.paymentId) {
    return note(isFailedStatus(payment.status, liqpay) ? 'failed' : 'not_payable', 'info');
  }
  try {
    const applied = await db.transaction(async (tx) => {
      const result = await applyInvoicePayment(tx, { invoiceId: invoice.id, at: new Date() });
      if (!result.applied) return false;
      await record(tx, 'applied', { ...payment, invoiceId: invoice.id }, ip);
      return true;
    });
    if (applied) {
      logger.info({ invoice: invoice.number, paymentId: payment.paymentId }, 'LiqPay payment applied');
      return 'applied';
    }
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
  // The invoice was paid already: by this payment (a replay) or by another one.
  const [earlier] = await db
    .select({ id: paymentEvents.id })
    .from(paymentEvents)
    .where(
      and(
        eq(paymentEvents.provider, 'liqpay'),
        eq(paymentEvents.providerPaymentId, payment.paymentId),
        eq(paymentEvents.verdict, 'applied'),
      ),
    )
    .limit(1);
  return note(earlier ? 'replay' : 'not_payable');
}

/**
 * `POST /api/payments/liqpay/callback`: what LiqPay sends (`data`, `signature`). Nothing is
 * trusted before the signature and the shop's public key are checked; a forgery is kept and
 * logged and changes nothing.
 */
export async function handleLiqPayCallback(
  context: Context & { jobs: Pick<JobQueue, 'enqueue'> },
  form: { data: string; signature: string },
): Promise<PaymentEventVerdict> {
  const parsed = parseCallback(form, context.liqpay);
  if (!parsed.ok) {
    const verdict: PaymentEventVerdict =
      parsed.reason === 'bad_signature'
        ? 'forged'
        : parsed.reason === 'wrong_public_key'
          ? 'wrong_public_key'
          : 'bad_data';
    await record(context.db, verdict, {}, context.ip);
    context.logger.warn({ verdict, ip: context.ip }, 'LiqPay callback refused');
    return verdict;
  }
  return settleLiqPayPayment(context, parsed.payment);
}

/**
 * The job of LIQPAY_CONFIRM_JOB: LiqPay's status call for the order; a payment still pending
 * throws, so the queue asks again later (with its back-off); a final one is settled as a
 * callback would be.
 */
export function createLiqPayJobHandlers(context: Context & { getJobs: () => Pick<JobQueue, 'enqueue'> }) {
  return {
    [LIQPAY_CONFIRM_JOB]: async (payload: Record<string, unknown>) => {
      const orderId = String(payload.orderId ?? '');
      const result = await fetchPaymentStatus({
        apiUrl: context.liqpay.url,
        publicKey: context.liqpay.publicKey,
        privateKey: context.liqpay.privateKey,
        orderId,
      });
      if (!result.found) return;
      if (isPendingStatus(result.status))
        throw new Error(`LiqPay order ${orderId} is still ${result.status}`);
      await settleLiqPayPayment(
        { ...context, jobs: context.getJobs() },
        {
          paymentId: result.paymentId,
          orderId,
          status: result.status,
          amountKopiykas: result.amountKopiykas,
          currency: result.currency,
          publicKey: context.liqpay.publicKey,
          raw: result.raw,
        },
      );
    },
  };
}
