import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { authSecrets, users, type Database } from '@portal/db';
import { AppError } from '../../lib/app-error';
import { hashPassword, type PasswordHashOptions } from '../../lib/password';
import { hashToken } from '../../lib/secrets';
import { THROTTLE_KEYS } from '../../lib/throttle';
import { revokeUserSessions } from '../sessions/revoke-user-sessions';
import { clearThrottle } from '../throttles/clear-throttle';

/**
 * POST /auth/reset-password (issue 3): the e-mailed token, once and within 60 minutes, sets a
 * new password; every link of the account dies with it and every session is revoked.
 * An unknown, expired or used token: 422 `auth.reset_token_invalid` on `token`.
 */
export async function resetPassword(options: {
  db: Database;
  passwordHash: PasswordHashOptions;
  token: string;
  password: string;
}): Promise<void> {
  const { db } = options;
  const now = new Date();
  const [claimed] = await db
    .update(authSecrets)
    .set({ consumedAt: now })
    .where(
      and(
        eq(authSecrets.secretHash, hashToken(options.token)),
        eq(authSecrets.purpose, 'password_reset'),
        isNull(authSecrets.consumedAt),
        gt(authSecrets.expiresAt, now),
      ),
    )
    .returning({ userId: authSecrets.userId });
  if (!claimed) {
    throw new AppError('validation_failed', 'auth.reset_token_invalid', {
      fields: { token: ['auth.reset_token_invalid'] },
    });
  }
  const { userId } = claimed;
  const passwordHash = await hashPassword(options.password, options.passwordHash);
  const [user] = await db
    .update(users)
    .set({ passwordHash, passwordChangedAt: now, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning({ email: users.email });
  await db
    .update(authSecrets)
    .set({ consumedAt: now })
    .where(
      and(
        eq(authSecrets.userId, userId),
        eq(authSecrets.purpose, 'password_reset'),
        isNull(authSecrets.consumedAt),
      ),
    );
  await revokeUserSessions({ db, userId, now });
  // The owner proved the mailbox: a lock from someone guessing the password is lifted.
  if (user) await clearThrottle({ db, keys: [THROTTLE_KEYS.signInAccount(user.email)] });
}
