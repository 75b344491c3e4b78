import { eq } from 'drizzle-orm';
import { NOTIFICATION_TITLES, type Profile } from '@portal/contract';
import { companies, notifications, users, type Database } from '@portal/db';
import { AppError } from '../../lib/app-error';
import { MAIL_JOB } from '../../integrations/messaging';
import { renderOfficeNoticeEmail } from '../../integrations/mail/templates/office-notice-email';
import type { JobQueue } from '../../jobs/queue';
import { recordAudit } from '../audit/record-audit';
import { toVerificationAuditFlags } from '../admin/company-verification';
import { COMPANY_PAGE_PATH } from '../admin/company-verification-notice';
import { assertRegistered } from './assert-registered';
import { getProfile } from './get-profile';

const NOTICE = {
  uk: 'Дані компанії знову передано менеджерам на перевірку. Ми повідомимо вас про рішення.',
  en: 'Your company data went to the managers for verification again. We will tell you their decision.',
} as const;

/**
 * Issue 25 §1 (decision 038): a denied company, its data corrected, goes back to the managers'
 * queue (awaiting verification). In one transaction with the user's row locked: the flags, the
 * audit entry `company.resubmit` (the denial and its reason stay in the history before it) and
 * the exporter's portal notice; the office's e-mail is queued after the commit. A company that
 * is not denied (awaiting, approved, banned) answers 409 `profile.not_denied`.
 */
export async function resubmitCompanyVerification(options: {
  db: Database;
  jobs: Pick<JobQueue, 'enqueue'>;
  publicUrl: string;
  supportEmail: string;
  userId: string;
  ip: string;
}): Promise<Profile> {
  const { db, userId } = options;
  await assertRegistered({ db, userId });

  const company = await db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).limit(1).for('update');
    if (!user || user.role !== 'exporter' || !user.isDenied || user.isBanned) {
      throw new AppError('conflict', 'profile.not_denied');
    }
    const now = new Date();
    const changes = { isDenied: false, isApproved: false, denyReason: null };
    await tx
      .update(users)
      .set({ ...changes, updatedAt: now })
      .where(eq(users.id, userId));
    await recordAudit(tx, {
      actor: { userId, email: user.email, ip: options.ip },
      action: 'company.resubmit',
      entityType: 'company',
      entityId: userId,
      before: toVerificationAuditFlags(user),
      after: toVerificationAuditFlags({ ...user, ...changes }),
      at: now,
    });
    await tx.insert(notifications).values({
      userId,
      type: 'info',
      title: { uk: NOTIFICATION_TITLES.ua.info, en: NOTIFICATION_TITLES.en.info },
      text: NOTICE,
      link: COMPANY_PAGE_PATH,
      createdAt: now,
    });
    const [row] = await tx
      .select({ nameUk: companies.nameUk, edrpouCode: companies.edrpouCode })
      .from(companies)
      .where(eq(companies.userId, userId))
      .limit(1);
    return {
      email: user.email,
      name: row?.nameUk ?? '',
      edrpou: row?.edrpouCode ?? '',
      reason: user.denyReason,
    };
  });

  await options.jobs.enqueue(
    MAIL_JOB,
    renderOfficeNoticeEmail({
      to: options.supportEmail,
      heading: 'Компанія повторно подала дані на перевірку',
      text:
        `${company.name || company.email} (ЄДРПОУ ${company.edrpou || '—'}, ${company.email}) виправила дані ` +
        `після відхилення${company.reason ? ` з причиною «${company.reason}»` : ''} і знову чекає на верифікацію.`,
      url: `${options.publicUrl}/admin/companies/${userId}`,
    }),
  );
  return getProfile({ db, userId });
}
