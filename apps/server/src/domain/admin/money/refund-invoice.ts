import { and, eq, isNull } from 'drizzle-orm';
import { NOTIFICATION_TITLES, type AdminInvoice, type ApiLocale } from '@portal/contract';
import {
  companies,
  invoices,
  notifications,
  paymentEvents,
  subscriptions,
  tariffs,
  users,
  type BilingualText,
  type Database,
} from '@portal/db';
import { AppError } from '../../../lib/app-error';
import { refundPayment, type RefundResult } from '../../../integrations/liqpay';
import { MAIL_JOB } from '../../../integrations/messaging';
import type { LiqPaySettings } from '../../../integrations/payments';
import { renderRefundEmail } from '../../../integrations/mail/templates/refund-email';
import type { JobQueue } from '../../../jobs/queue';
import { recordAudit } from '../../audit/record-audit';
import type { InvoiceRow } from '../../money/issue-invoice';
import { formatMoney } from '../../money/invoice-pdf/render-invoice-pdf';
import { actorOfScope, type BackOfficeScope } from '../../requests/request-scope';
import { assertRefundable, getAdminInvoice, lockInvoice } from './admin-invoice';
import { assertAdmin } from './admin-only';

/** The invoice's page in the cabinet (no language prefix). */
const invoicePagePath = (id: string) => `/profile/invoices/${id}`;

/** What the exporter is told about a refund, in both languages: the notification and the e-mail say the same. */
export function describeRefund(facts: { number: string; amountMinor: number; plan: BilingualText | null }): {
  heading: BilingualText;
  text: BilingualText;
} {
  const { number, amountMinor, plan } = facts;
  return {
    heading: { uk: 'Кошти повернено', en: 'Your payment has been refunded' },
    text: {
      uk:
        `Кошти за рахунком № ${number} (${formatMoney(amountMinor, 'uk')}) повернено.` +
        (plan ? ` Підписку «${plan.uk}», оплачену цим рахунком, завершено.` : ''),
      en:
        `The payment for invoice No. ${number} (${formatMoney(amountMinor, 'en')}) has been refunded.` +
        (plan ? ` The “${plan.en}” subscription it paid for has ended.` : ''),
    },
  };
}

/**
 * The LiqPay order that paid the invoice: the one whose callback was applied (a checkout made
 * again has an order id of its own, liqpay-order.ts), else the invoice's own id.
 */
async function paidOrderId(db: Pick<Database, 'select'>, invoice: InvoiceRow): Promise<string> {
  const [applied] = await db
    .select({ orderId: paymentEvents.orderId })
    .from(paymentEvents)
    .where(and(eq(paymentEvents.invoiceId, invoice.id), eq(paymentEvents.verdict, 'applied')))
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
 * REFUND_WINDOW_DAYS of its payment (409 `money.refund_window_passed`). With the invoice locked,
 * a card payment is first returned through LiqPay (its failure: 502, nothing changed); then the
 * invoice is refunded, the subscription it paid for ends now (or at its start, when it had not
 * begun), the audit entry and the exporter's notification are written; the e-mail in the
 * exporter's language is queued after the commit.
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

  const owner = await db.transaction(async (tx) => {
    const invoice = await lockInvoice(tx, id);
    assertRefundable(invoice, new Date());
    // Holding the lock over LiqPay's answer (10 s at most): a second refund waits and then finds
    // the invoice refunded, instead of asking LiqPay twice.
    const provider =
      invoice.paymentMethod === 'card' ? await refundByCard(tx, options.liqpay, invoice) : null;
    const now = new Date();
    await tx
      .update(invoices)
      .set({ status: 'refunded', refundedAt: now, updatedAt: now })
      .where(eq(invoices.id, id));
    const [period] = await tx
      .select({ subscription: subscriptions, tariff: tariffs })
      .from(subscriptions)
      .innerJoin(tariffs, eq(tariffs.id, subscriptions.tariffId))
      .where(and(eq(subscriptions.invoiceId, id), isNull(subscriptions.endedAt)))
      .for('update', { of: subscriptions })
      .limit(1);
    let endedAt: Date | null = null;
    if (period) {
      const { startsAt, endsAt } = period.subscription;
      // Now, within the period: a stacked period that had not begun ends at its start.
      endedAt = now < startsAt ? startsAt : now > endsAt ? endsAt : now;
      await tx.update(subscriptions).set({ endedAt }).where(eq(subscriptions.id, period.subscription.id));
    }
    await recordAudit(tx, {
      actor,
      action: 'invoice.refund',
      entityType: 'invoice',
      entityId: id,
      before: { number: invoice.number, status: invoice.status, paid_at: invoice.paidAt?.toISOString() },
      after: {
        number: invoice.number,
        status: 'refunded',
        reason,
        amount: invoice.amountMinor,
        subscription_id: period?.subscription.id ?? null,
        subscription_ended_at: endedAt?.toISOString() ?? null,
        ...(provider ? { provider_status: provider.status, provider_payment_id: provider.paymentId } : {}),
      },
      at: now,
    });
    const [user] = await tx
      .select({ id: users.id, email: users.email, locale: users.locale })
      .from(companies)
      .innerJoin(users, eq(users.id, companies.userId))
      .where(eq(companies.id, invoice.companyId))
      .limit(1);
    if (!user) throw new Error(`The company of invoice ${invoice.number} has no user.`);
    const notice = describeRefund({
      number: invoice.number,
      amountMinor: invoice.amountMinor,
      plan: period ? { uk: period.tariff.nameUk, en: period.tariff.nameEn } : null,
    });
    await tx.insert(notifications).values({
      userId: user.id,
      type: 'info',
      title: { uk: NOTIFICATION_TITLES.ua.info, en: NOTIFICATION_TITLES.en.info },
      text: { uk: `${notice.text.uk} Причина: ${reason}`, en: `${notice.text.en} Reason: ${reason}` },
      link: invoicePagePath(id),
      createdAt: now,
    });
    return { ...user, notice };
  });

  const prefix = owner.locale === 'en' ? '/en' : '';
  await options.jobs.enqueue(
    MAIL_JOB,
    renderRefundEmail({
      to: owner.email,
      locale: owner.locale,
      heading: owner.notice.heading[owner.locale],
      text: owner.notice.text[owner.locale],
      reason,
      url: `${options.publicUrl}${prefix}${invoicePagePath(id)}`,
    }),
  );
  return getAdminInvoice({ db, scope, id, locale: options.locale });
}
