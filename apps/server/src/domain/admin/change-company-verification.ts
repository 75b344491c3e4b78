import { eq } from 'drizzle-orm';
import type { AdminCompany } from '@portal/contract';
import { notifications, users, type Database } from '@portal/db';
import { AppError } from '../../lib/app-error';
import { MAIL_JOB } from '../../integrations/messaging';
import { renderCompanyVerificationEmail } from '../../integrations/mail/templates/company-verification-email';
import type { JobQueue } from '../../jobs/queue';
import { recordAudit } from '../audit/record-audit';
import { actorOfScope, type BackOfficeScope } from '../access/scope';
import { revokeUserSessions } from '../sessions/revoke-user-sessions';
import type { UserRow } from '../users/get-user';
import { COMPANY_PAGE_PATH, describeCompanyAction, type CompanyAction } from './company-verification-notice';
import { toVerificationAuditFlags } from './company-verification';
import { getAdminCompany } from './get-admin-company';
import { getCompanyUser } from './get-company-user';

type Flags = Pick<UserRow, 'isApproved' | 'isDenied' | 'denyReason' | 'isBanned'>;

/** Each action: whether the company is already there, and the flags it sets. */
const ACTIONS: Record<
  CompanyAction,
  { isDone: (flags: Flags) => boolean; set: (reason: string) => Partial<Flags> }
> = {
  approve: {
    isDone: (flags) => flags.isApproved && !flags.isDenied,
    set: () => ({ isApproved: true, isDenied: false, denyReason: null }),
  },
  deny: {
    isDone: (flags) => flags.isDenied && !flags.isApproved,
    set: (reason) => ({ isDenied: true, isApproved: false, denyReason: reason }),
  },
  ban: { isDone: (flags) => flags.isBanned, set: () => ({ isBanned: true }) },
  unban: { isDone: (flags) => !flags.isBanned, set: () => ({ isBanned: false }) },
};

/**
 * Approve, deny (with the reason the user is shown), ban (every session revoked: they cannot
 * sign in) or unban a company (DOMAIN.md 'Company verification'). In one transaction with the
 * user's row locked: the flags, the audit entry and the exporter's portal notification; the
 * e-mail in the exporter's language is queued after the commit. A company already in that
 * state answers 409 `admin.already_in_state`.
 */
export async function changeCompanyVerification(options: {
  db: Database;
  jobs: Pick<JobQueue, 'enqueue'>;
  publicUrl: string;
  scope: BackOfficeScope;
  ip: string;
  userId: string;
  action: CompanyAction;
  reason?: string | undefined;
}): Promise<AdminCompany> {
  const { db, scope, action, userId } = options;
  const actor = actorOfScope(scope, options.ip);
  const reason = options.reason?.trim() ?? '';
  const rule = ACTIONS[action];
  const notice = describeCompanyAction(action);

  const owner = await db.transaction(async (tx) => {
    const { user } = await getCompanyUser(tx, userId, { lock: true });
    if (rule.isDone(user)) throw new AppError('conflict', 'admin.already_in_state');
    const now = new Date();
    const changes = rule.set(reason);
    await tx
      .update(users)
      .set({ ...changes, updatedAt: now })
      .where(eq(users.id, userId));
    if (action === 'ban') await revokeUserSessions({ db: tx, userId, now });
    await recordAudit(tx, {
      actor,
      action: `company.${action}`,
      entityType: 'company',
      entityId: userId,
      before: toVerificationAuditFlags(user),
      after: { ...toVerificationAuditFlags({ ...user, ...changes }), ...(reason ? { reason } : {}) },
    });
    const withReason = (text: string, label: string) => (reason ? `${text} ${label}: ${reason}` : text);
    await tx.insert(notifications).values({
      userId,
      type: notice.type,
      // Titled as what happened ('Верифікацію компанії відхилено'), not by its type (issue 25 §5).
      title: notice.heading,
      text: { uk: withReason(notice.text.uk, 'Причина'), en: withReason(notice.text.en, 'Reason') },
      link: COMPANY_PAGE_PATH,
      createdAt: now,
    });
    return { email: user.email, locale: user.locale };
  });

  const prefix = owner.locale === 'en' ? '/en' : '';
  await options.jobs.enqueue(
    MAIL_JOB,
    renderCompanyVerificationEmail({
      to: owner.email,
      locale: owner.locale,
      heading: notice.heading[owner.locale],
      text: notice.text[owner.locale],
      reason,
      // A banned user cannot sign in, so there is nothing to open.
      url: action === 'ban' ? null : `${options.publicUrl}${prefix}${COMPANY_PAGE_PATH}`,
    }),
  );
  return getAdminCompany({ db, scope, userId });
}
