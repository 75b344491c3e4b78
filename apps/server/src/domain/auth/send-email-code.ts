import { AUTH, type CodeSent } from '@portal/contract';
import type { Database } from '@portal/db';
import { MAIL_JOB } from '../../integrations/messaging';
import { renderVerificationCodeEmail } from '../../integrations/mail/templates/verification-code-email';
import type { JobQueue } from '../../jobs/queue';
import { getUser } from '../users/get-user';
import { createWrongStepError } from './advance-registration-step';
import { issueVerificationCode } from './issue-verification-code';

/** POST /auth/verification-email: a code to the account's address, at registration step 1 (spec §4). */
export async function sendEmailCode(options: {
  db: Database;
  jobs: Pick<JobQueue, 'enqueue'>;
  userId: string;
}): Promise<CodeSent> {
  const { db, userId } = options;
  const user = await getUser({ db, userId });
  if (user.registrationStep !== 1) throw createWrongStepError();
  const issued = await issueVerificationCode({ db, userId, purpose: 'email_code', target: user.email });
  await options.jobs.enqueue(
    MAIL_JOB,
    renderVerificationCodeEmail({
      to: user.email,
      locale: user.locale,
      code: issued.code,
      minutes: AUTH.codeTtlMinutes,
    }),
  );
  return {
    sent_to: user.email,
    expires_at: issued.expiresAt.toISOString(),
    resend_available_at: issued.resendAvailableAt.toISOString(),
  };
}
