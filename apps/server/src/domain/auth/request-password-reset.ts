import type { Database } from '@portal/db';
import type { JobQueue } from '../../jobs/queue';
import { THROTTLE_KEYS, THROTTLE_RULES } from '../../lib/throttle';
import { reserveAttempt } from '../throttles/reserve-attempt';

/** The job that looks the e-mail up and, when it has an account, mails the link. */
export const PASSWORD_RESET_JOB = 'auth.password_reset';

/**
 * POST /auth/reset-password-notification (issue 3: no answer reveals whether an e-mail is
 * registered). The request does the same work for every e-mail — count the client address,
 * queue a job — and the job decides, so neither the answer nor its timing tells anything.
 * Too many requests from one address: 429, which says nothing about the e-mail either. The
 * request is counted, in one step with the check, before the job is queued (decision 019).
 */
export async function requestPasswordReset(options: {
  db: Database;
  jobs: Pick<JobQueue, 'enqueue'>;
  email: string;
  ip: string;
}): Promise<void> {
  const { db } = options;
  await reserveAttempt({
    db,
    limits: [
      { key: THROTTLE_KEYS.passwordResetAddress(options.ip), rule: THROTTLE_RULES.passwordResetAddress },
    ],
  });
  await options.jobs.enqueue(PASSWORD_RESET_JOB, { email: options.email });
}
