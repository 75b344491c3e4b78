import { eq } from 'drizzle-orm';
import { NOTIFICATION_TITLES, type ApiLocale } from '@portal/contract';
import { companies, invoices, notifications, users, type BilingualText } from '@portal/db';
import { MAIL_JOB } from '../../integrations/messaging';
import { renderOfficeNoticeEmail } from '../../integrations/mail/templates/office-notice-email';
import { renderRefundEmail } from '../../integrations/mail/templates/refund-email';
import type { JobQueue } from '../../jobs/queue';
import { recordAudit, type AuditActor } from '../audit/record-audit';
import type { Transaction } from '../requests/change-request-status';
import { formatMoney } from './invoice-pdf/invoice-format';
import type { InvoiceRow } from './issue-invoice';
import { subjectRule } from './invoice-subjects';

/** The invoice's page in the cabinet and in the back office (no language prefix). */
export const invoicePagePath = (id: string) => `/profile/invoices/${id}`;
export const adminInvoicePagePath = (id: string) => `/admin/invoices/${id}`;

/**
 * What the exporter is told about a refund, in both languages: the notification and the e-mail say
 * the same. `ended`: what the refund ended (the subject's rule says it), or null.
 */
export function describeRefund(facts: { number: string; amountMinor: number; ended: BilingualText | null }): {
  heading: BilingualText;
  text: BilingualText;
} {
  const { number, amountMinor, ended } = facts;
  return {
    heading: { uk: 'Кошти повернено', en: 'Your payment has been refunded' },
    text: {
      uk:
        `Кошти за рахунком № ${number} (${formatMoney(amountMinor, 'uk')}) повернено.` +
        (ended ? ` ${ended.uk}` : ''),
      en:
        `The payment for invoice No. ${number} (${formatMoney(amountMinor, 'en')}) has been refunded.` +
        (ended ? ` ${ended.en}` : ''),
    },
  };
}

/** The company's user, to be told: their id, e-mail and language. */
export type InvoiceOwner = { id: string; email: string; locale: ApiLocale };

export async function findInvoiceOwner(
  tx: Pick<Transaction, 'select'>,
  invoice: InvoiceRow,
): Promise<InvoiceOwner> {
  const owner = await findCompanyOwner(tx, invoice.companyId);
  if (!owner) throw new Error(`The company of invoice ${invoice.number} has no user.`);
  return owner;
}

/** The company's user, to be told: their id, e-mail and language (null for a company without one). */
export async function findCompanyOwner(
  db: Pick<Transaction, 'select'>,
  companyId: string,
): Promise<InvoiceOwner | null> {
  const [user] = await db
    .select({ id: users.id, email: users.email, locale: users.locale })
    .from(companies)
    .innerJoin(users, eq(users.id, companies.userId))
    .where(eq(companies.id, companyId))
    .limit(1);
  return user ?? null;
}

export type SettledRefund = {
  owner: InvoiceOwner;
  notice: { heading: BilingualText; text: BilingualText };
  reason: BilingualText;
  subscriptionId: string | null;
  endedAt: Date | null;
};

/**
 * The money of a paid invoice (or of one paid after it was cancelled, `refund_due`) has gone back
 * to the payer: an admin's refund, or the provider's own reversal (issue 24 §3). Inside the
 * caller's transaction, with the invoice's row locked: the invoice is `refunded`; what it sold
 * ends by its subject's rule (a plan's period ends now, later stacked periods move up); the
 * audit log keeps who and why (the provider's answer in `after`); the exporter gets the portal
 * notification. The e-mails go after the commit (`sendRefundEmails`).
 */
export async function settleRefund(
  tx: Transaction,
  invoice: InvoiceRow,
  options: { at: Date; actor: AuditActor; reason: BilingualText; audit?: Record<string, unknown> },
): Promise<SettledRefund> {
  const { at, reason } = options;
  await tx
    .update(invoices)
    .set({ status: 'refunded', refundedAt: at, updatedAt: at })
    .where(eq(invoices.id, invoice.id));
  const { subscriptionId, endedAt, ended } = await subjectRule(invoice).refunded(tx, invoice, at);
  await recordAudit(tx, {
    actor: options.actor,
    action: 'invoice.refund',
    entityType: 'invoice',
    entityId: invoice.id,
    before: { number: invoice.number, status: invoice.status, paid_at: invoice.paidAt?.toISOString() },
    after: {
      number: invoice.number,
      status: 'refunded',
      reason: reason.uk,
      amount: invoice.amountMinor,
      subscription_id: subscriptionId,
      subscription_ended_at: endedAt?.toISOString() ?? null,
      ...options.audit,
    },
    at,
  });
  const owner = await findInvoiceOwner(tx, invoice);
  const notice = describeRefund({
    number: invoice.number,
    amountMinor: invoice.amountMinor,
    ended,
  });
  await tx.insert(notifications).values({
    userId: owner.id,
    type: 'info',
    title: { uk: NOTIFICATION_TITLES.ua.info, en: NOTIFICATION_TITLES.en.info },
    text: { uk: `${notice.text.uk} Причина: ${reason.uk}`, en: `${notice.text.en} Reason: ${reason.en}` },
    link: invoicePagePath(invoice.id),
    createdAt: at,
  });
  return { owner, notice, reason, subscriptionId, endedAt };
}

/**
 * After the refund's commit: the exporter's e-mail in their language and, when the office did
 * not do it itself (the provider's reversal), the office's (SUPPORT_EMAIL) in Ukrainian.
 */
export async function sendRefundEmails(
  jobs: Pick<JobQueue, 'enqueue'>,
  options: {
    settled: SettledRefund;
    invoice: Pick<InvoiceRow, 'id' | 'number'>;
    publicUrl: string;
    office?: { email: string; heading: string; text: string } | undefined;
  },
): Promise<void> {
  const { settled, invoice, publicUrl } = options;
  const { owner } = settled;
  const prefix = owner.locale === 'en' ? '/en' : '';
  await jobs.enqueue(
    MAIL_JOB,
    renderRefundEmail({
      to: owner.email,
      locale: owner.locale,
      heading: settled.notice.heading[owner.locale],
      text: settled.notice.text[owner.locale],
      reason: settled.reason[owner.locale],
      url: `${publicUrl}${prefix}${invoicePagePath(invoice.id)}`,
    }),
  );
  if (options.office) {
    await jobs.enqueue(
      MAIL_JOB,
      renderOfficeNoticeEmail({
        to: options.office.email,
        heading: options.office.heading,
        text: options.office.text,
        url: `${publicUrl}${adminInvoicePagePath(invoice.id)}`,
      }),
    );
  }
}
