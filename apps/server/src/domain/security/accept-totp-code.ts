import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { users, type Database } from '@portal/db';
import { AppError } from '../../lib/app-error';
import { THROTTLE_KEYS, THROTTLE_RULES } from '../../lib/throttle';
import { findTotpStep } from '../../lib/totp';
import { reserveAttempt } from '../throttles/reserve-attempt';
import { settleAttempt } from '../throttles/settle-attempt';

/**
 * Accepts an authenticator code for a user (ARCHITECTURE §4): the try is counted before the code
 * is checked (decision 019), and 429 while 5 wrong codes lock the step; a code is accepted once —
 * its time step must come after the last accepted one, written in the same statement that checks
 * it. Wrong or reused: 422 `auth.totp_invalid` on `code`. Accepted: the series is cleared.
 */
export async function acceptTotpCode(options: {
  db: Database;
  userId: string;
  secret: string;
  code: string;
  now?: number;
}): Promise<void> {
  const { db, userId } = options;
  const reservation = await reserveAttempt({
    db,
    limits: [{ key: THROTTLE_KEYS.totp(userId), rule: THROTTLE_RULES.totp }],
  });
  const step = findTotpStep({ secret: options.secret, code: options.code, now: options.now });
  const accepted =
    step !== null &&
    (
      await db
        .update(users)
        .set({ totpLastStep: step, updatedAt: sql`now()` })
        .where(and(eq(users.id, userId), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
        .returning({ id: users.id })
    ).length > 0;
  await settleAttempt({ db, reservation, outcome: accepted ? 'success' : 'failure' });
  if (!accepted) {
    throw new AppError('validation_failed', 'auth.totp_invalid', { fields: { code: ['auth.totp_invalid'] } });
  }
}
