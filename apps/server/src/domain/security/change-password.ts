import { eq, sql } from 'drizzle-orm';
import { users, type Database } from '@portal/db';
import { AppError } from '../../lib/app-error';
import { hashPassword, verifyPassword, type PasswordHashOptions } from '../../lib/password';
import { THROTTLE_KEYS, THROTTLE_RULES } from '../../lib/throttle';
import { revokeUserSessions } from '../sessions/revoke-user-sessions';
import { reserveAttempt } from '../throttles/reserve-attempt';
import { settleAttempt } from '../throttles/settle-attempt';
import { getUser } from '../users/get-user';

/**
 * POST /profile/security/change-password (ARCHITECTURE §4): the current password proves the
 * person (422 on `current_password` when wrong; 5 wrong lock like sign-in, each try counted
 * before the password is checked, decision 019), the new one is stored, and every other session
 * is revoked — the current one stays signed in.
 */
export async function changePassword(options: {
  db: Database;
  passwordHash: PasswordHashOptions;
  userId: string;
  currentSessionId: string;
  currentPassword: string;
  password: string;
}): Promise<void> {
  const { db, userId } = options;
  const reservation = await reserveAttempt({
    db,
    limits: [{ key: THROTTLE_KEYS.currentPassword(userId), rule: THROTTLE_RULES.currentPassword }],
  });
  const user = await getUser({ db, userId });
  const isPasswordRight = await verifyPassword(user.passwordHash, options.currentPassword);
  await settleAttempt({ db, reservation, outcome: isPasswordRight ? 'success' : 'failure' });
  if (!isPasswordRight) {
    throw new AppError('validation_failed', 'auth.current_password_wrong', {
      fields: { current_password: ['auth.current_password_wrong'] },
    });
  }
  const passwordHash = await hashPassword(options.password, options.passwordHash);
  await db
    .update(users)
    .set({ passwordHash, passwordChangedAt: new Date(), updatedAt: sql`now()` })
    .where(eq(users.id, userId));
  await revokeUserSessions({ db, userId, exceptSessionId: options.currentSessionId });
}
