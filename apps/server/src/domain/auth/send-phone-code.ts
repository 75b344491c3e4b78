import { eq, sql } from 'drizzle-orm';
import { AUTH, type CodeSent } from '@portal/contract';
import { users, type Database } from '@portal/db';
import { SMS_JOB } from '../../integrations/messaging';
import { renderVerificationCodeSms } from '../../integrations/sms/verification-code-sms';
import type { JobQueue } from '../../jobs/queue';
import { getUser } from '../users/get-user';
import { createWrongStepError } from './advance-registration-step';
import { issueVerificationCode } from './issue-verification-code';

/**
 * POST /auth/verification-phone: keeps the number (E.164, spec §3 registrationPhoneNumber) and
 * sends it an SMS code, at registration step 2 (spec §4).
 */
export async function sendPhoneCode(options: {
  db: Database;
  jobs: Pick<JobQueue, 'enqueue'>;
  userId: string;
  phone: string;
}): Promise<CodeSent> {
  const { db, userId, phone } = options;
  const user = await getUser({ db, userId });
  if (user.registrationStep !== 2) throw createWrongStepError();
  const issued = await issueVerificationCode({ db, userId, purpose: 'phone_code', target: phone });
  await db
    .update(users)
    .set({ registrationPhone: phone, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
  await options.jobs.enqueue(
    SMS_JOB,
    renderVerificationCodeSms({
      to: phone,
      locale: user.locale,
      code: issued.code,
      minutes: AUTH.codeTtlMinutes,
    }),
  );
  return {
    sent_to: phone,
    expires_at: issued.expiresAt.toISOString(),
    resend_available_at: issued.resendAvailableAt.toISOString(),
  };
}
