import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { NOTIFICATION_TITLES } from '@portal/contract';
import {
  invoices,
  notifications,
  paymentCallbackRefusals,
  paymentEvents,
  type Database,
  type PaymentEventVerdict,
  type PaymentRefusalVerdict,
} from '@portal/db';
import {
  fetchPaymentStatus,
  isFailedStatus,
  isPaidStatus,
  isPendingStatus,
  isReversedStatus,
  parseCallback,
  type LiqPayPayment,
} from '../../integrations/liqpay';
import { MAIL_JOB } from '../../integrations/messaging';
import { renderOfficeNoticeEmail } from '../../integrations/mail/templates/office-notice-email';
import type { LiqPaySettings } from '../../integrations/payments';
import type { JobQueue } from '../../jobs/queue';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/database-errors';
import { THROTTLE_KEYS, THROTTLE_RULES } from '../../lib/throttle';
import { reserveAttempt, type ThrottleReservation } from '../throttles/reserve-attempt';
import { settleAttempt } from '../throttles/settle-attempt';
import { applyInvoicePayment } from './apply-invoice-payment';
import { announceSubjectChange } from './invoice-subjects';
import { formatMoney } from './invoice-pdf/invoice-format';
import type { InvoiceRow } from './issue-invoice';
import { invoiceIdOfOrder } from './liqpay-order';
import {
  adminInvoicePagePath,
  findInvoiceOwner,
  invoicePagePath,
  sendRefundEmails,
  settleRefund,
} from './settle-refund';

/** The job that asks LiqPay again about a payment it called back as not yet final. */
export const LIQPAY_CONFIRM_JOB = 'payments.liqpay.confirm';
/** How long after a pending callback the first confirmation is asked for. */
const CONFIRM_AFTER_MS = 60_000;

type Context = {
  db: Database;
  liqpay: LiqPaySettings;
  logger: FastifyBaseLogger;
  ip?: string | undefined;
  /** For the links of the e-mails. */
  publicUrl: string;
  /** The office's address (SUPPORT_EMAIL): told what the provider did without a manager. */
  supportEmail: string;
};

/** Who the audit log says acted when the provider did (no user of the portal). */
const PROVIDER_ACTOR_NAME = 'LiqPay';

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
  if (isReversedStatus(payment.status) && payment.paymentId) {
    const verdict = await settleReversal(context, invoice, payment);
    if (verdict) return verdict;
    return note((await isKnownPayment(db, payment.paymentId)) ? 'replay' : 'not_payable', 'info');
  }
  if (!isPaidStatus(payment.status, liqpay) || !payment.paymentId) {
    return note(isFailedStatus(payment.status, liqpay) ? 'failed' : 'not_payable', 'info');
  }
  try {
    const applied = await db.transaction(async (tx) => {
      const result = await applyInvoicePayment(tx, { invoiceId: invoice.id, at: new Date() });
      if (!result.applied) return null;
      await record(tx, 'applied', { ...payment, invoiceId: invoice.id }, ip);
      return result;
    });
    if (applied) {
      logger.info({ invoice: invoice.number, paymentId: payment.paymentId }, 'LiqPay payment applied');
      await announceSubjectChange(context.jobs, context.publicUrl, applied.statusChange);
      return 'applied';
    }
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
  // Not awaiting payment: cancelled meanwhile (the money is kept for a refund), or paid already
  // by this payment (a replay) or by another one.
  if (await keepPaymentOfCancelled(context, invoice.id, payment)) return 'refund_due';
  return note((await isKnownPayment(db, payment.paymentId)) ? 'replay' : 'not_payable');
}

/** Whether the provider's payment was applied to an invoice, or kept for a refund, before. */
async function isKnownPayment(db: Pick<Database, 'select'>, paymentId: string): Promise<boolean> {
  const [earlier] = await db
    .select({ id: paymentEvents.id })
    .from(paymentEvents)
    .where(
      and(
        eq(paymentEvents.provider, 'liqpay'),
        eq(paymentEvents.providerPaymentId, paymentId),
        inArray(paymentEvents.verdict, ['applied', 'refund_due']),
      ),
    )
    .limit(1);
  return earlier !== undefined;
}

/**
 * A card payment for an invoice cancelled meanwhile (issue 24 §3): the money is taken and gives
 * nothing, so it is not dropped: the invoice becomes `refund_due` (the back office's refundable
 * state, returned through the provider by an admin), the payment is kept with that verdict, the
 * exporter sees it in the portal and the office is told by e-mail. False when the invoice is not
 * cancelled (then the caller judges a replay).
 */
async function keepPaymentOfCancelled(
  context: Context & { jobs: Pick<JobQueue, 'enqueue'> },
  invoiceId: string,
  payment: LiqPayPayment,
): Promise<boolean> {
  const { db, ip } = context;
  const kept = await db.transaction(async (tx) => {
    const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId)).for('update');
    if (invoice?.status !== 'cancelled') return null;
    const now = new Date();
    await tx
      .update(invoices)
      .set({ status: 'refund_due', paidAt: now, updatedAt: now })
      .where(eq(invoices.id, invoiceId));
    await record(tx, 'refund_due', { ...payment, invoiceId }, ip);
    const owner = await findInvoiceOwner(tx, invoice);
    const amount = { uk: formatMoney(invoice.amountMinor, 'uk'), en: formatMoney(invoice.amountMinor, 'en') };
    await tx.insert(notifications).values({
      userId: owner.id,
      type: 'warn',
      title: { uk: NOTIFICATION_TITLES.ua.warn, en: NOTIFICATION_TITLES.en.warn },
      text: {
        uk: `Оплата ${amount.uk} надійшла за рахунком № ${invoice.number}, який було скасовано. Вона нічого не активує: ми повернемо кошти на вашу картку.`,
        en: `A payment of ${amount.en} came for invoice No. ${invoice.number}, which had been cancelled. It activates nothing: we will return the money to your card.`,
      },
      link: invoicePagePath(invoiceId),
      createdAt: now,
    });
    return invoice;
  });
  if (!kept) return false;
  context.logger.warn(
    { invoice: kept.number, paymentId: payment.paymentId },
    'LiqPay payment of a cancelled invoice',
  );
  await context.jobs.enqueue(
    MAIL_JOB,
    renderOfficeNoticeEmail({
      to: context.supportEmail,
      heading: `Оплата за скасованим рахунком № ${kept.number}`,
      text: `LiqPay прийняв оплату ${formatMoney(kept.amountMinor, 'uk')} за рахунком № ${kept.number}, який було скасовано. Рахунок позначено «до повернення»: поверніть кошти в бек-офісі (кнопка «Повернути кошти»).`,
      url: `${context.publicUrl}${adminInvoicePagePath(kept.id)}`,
    }),
  );
  return true;
}

/**
 * LiqPay's `reversed` for the payment that paid an invoice (issue 24 §3): the provider returned
 * the money, so it is a refund like an admin's — the invoice refunded, its period ended and later
 * ones moved up, the exporter told in the portal and by e-mail, the office by e-mail. Null when
 * there is nothing to settle: the invoice is not paid (a refund already settled, ours or an
 * earlier reversal: its echo) or the reversed payment is not the one applied.
 */
async function settleReversal(
  context: Context & { jobs: Pick<JobQueue, 'enqueue'> },
  found: InvoiceRow,
  payment: LiqPayPayment,
): Promise<PaymentEventVerdict | null> {
  const { db, ip } = context;
  const settled = await db.transaction(async (tx) => {
    const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, found.id)).for('update');
    if (!invoice || (invoice.status !== 'paid' && invoice.status !== 'refund_due')) return null;
    const [taken] = await tx
      .select({ id: paymentEvents.id })
      .from(paymentEvents)
      .where(
        and(
          eq(paymentEvents.invoiceId, invoice.id),
          eq(paymentEvents.providerPaymentId, payment.paymentId!),
          inArray(paymentEvents.verdict, ['applied', 'refund_due']),
        ),
      )
      .limit(1);
    if (!taken) return null;
    const refund = await settleRefund(tx, invoice, {
      at: new Date(),
      actor: { userId: null, email: PROVIDER_ACTOR_NAME, ip: ip ?? '' },
      reason: { uk: 'LiqPay повернув платіж (reversed)', en: 'LiqPay reversed the payment' },
      audit: { provider_status: payment.status, provider_payment_id: payment.paymentId },
    });
    await record(tx, 'reversed', { ...payment, invoiceId: invoice.id }, ip);
    return { refund, invoice };
  });
  if (!settled) return null;
  const { refund, invoice } = settled;
  context.logger.warn({ invoice: invoice.number, paymentId: payment.paymentId }, 'LiqPay reversed a payment');
  await sendRefundEmails(context.jobs, {
    settled: refund,
    invoice,
    publicUrl: context.publicUrl,
    office: {
      email: context.supportEmail,
      heading: `LiqPay повернув оплату рахунку № ${invoice.number}`,
      text:
        `LiqPay повідомив, що платіж ${payment.paymentId} за рахунком № ${invoice.number} ` +
        `(${formatMoney(invoice.amountMinor, 'uk')}) повернено платникові. Рахунок позначено як повернений` +
        (refund.subscriptionId ? ', підписку, оплачену ним, завершено.' : '.'),
    },
  });
  return 'reversed';
}

/** How long the sample of a refused callback keeps each field (the form is up to 60 KB). */
const SAMPLE_CHARS = 500;

/**
 * A callback refused before it is trusted is counted, not kept a row each (issue 24 §6): one row
 * per verdict and hour with the count, the last sender's address and the first one's beginning as
 * a sample. The first of each hour (and every hundredth) is logged as a warning, the rest at
 * debug level, so a flood fills neither the office's lists nor the logs.
 */
async function countRefusal(
  context: Pick<Context, 'db' | 'logger' | 'ip'>,
  verdict: PaymentRefusalVerdict,
  form: Partial<{ data: string; signature: string }>,
): Promise<void> {
  const ip = context.ip ?? null;
  const sample = {
    ip,
    data: form.data?.slice(0, SAMPLE_CHARS) ?? null,
    signature: form.signature?.slice(0, SAMPLE_CHARS) ?? null,
  };
  const [row] = await context.db
    .insert(paymentCallbackRefusals)
    .values({
      provider: 'liqpay',
      verdict,
      hour: sql`date_trunc('hour', now())`,
      count: 1,
      sample,
      lastIp: ip,
    })
    .onConflictDoUpdate({
      target: [
        paymentCallbackRefusals.provider,
        paymentCallbackRefusals.verdict,
        paymentCallbackRefusals.hour,
      ],
      set: {
        count: sql`${paymentCallbackRefusals.count} + 1`,
        lastIp: sql`excluded.last_ip`,
        lastAt: sql`now()`,
      },
    })
    .returning({ count: paymentCallbackRefusals.count });
  const count = row?.count ?? 0;
  const level = count === 1 || count % 100 === 0 ? 'warn' : 'debug';
  context.logger[level]({ verdict, ip, countThisHour: count }, 'LiqPay callback refused');
}

/**
 * `POST /api/payments/liqpay/callback`: what LiqPay sends (`data`, `signature`). Nothing is
 * trusted before the signature and the shop's public key are checked; a forgery is counted
 * (countRefusal) and changes nothing. Each address may send 20 refused callbacks in 10 minutes
 * (THROTTLE_RULES.paymentCallbackAddress, counted before the check as every limit is, decision
 * 019); then it is answered 429 for 15 minutes. A verified callback gives its attempt back.
 */
export async function handleLiqPayCallback(
  context: Context & { jobs: Pick<JobQueue, 'enqueue'> },
  form: { data: string; signature: string },
): Promise<PaymentEventVerdict | PaymentRefusalVerdict> {
  const { db } = context;
  let reservation: ThrottleReservation;
  try {
    reservation = await reserveAttempt({
      db,
      limits: [
        {
          key: THROTTLE_KEYS.paymentCallbackAddress(context.ip ?? 'unknown'),
          rule: THROTTLE_RULES.paymentCallbackAddress,
        },
      ],
    });
  } catch (error) {
    if (error instanceof AppError && error.code === 'too_many_requests') {
      await countRefusal(context, 'rate_limited', form);
    }
    throw error;
  }
  const parsed = parseCallback(form, context.liqpay);
  if (!parsed.ok) {
    const verdict: PaymentRefusalVerdict =
      parsed.reason === 'bad_signature'
        ? 'forged'
        : parsed.reason === 'wrong_public_key'
          ? 'wrong_public_key'
          : 'bad_data';
    await countRefusal(context, verdict, form);
    return verdict;
  }
  await settleAttempt({ db, reservation, outcome: 'success' });
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
