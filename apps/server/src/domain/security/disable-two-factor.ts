import { eq, sql } from 'drizzle-orm';
import { users, type Database } from '@portal/db';
import { AppError } from '../../lib/app-error';
import type { SecretBox } from '../../lib/secret-box';
import { getUser } from '../users/get-user';
import { acceptTotpCode } from './accept-totp-code';
import { openTotpSecret } from './totp-secrets';

/** POST /profile/security/google-2fa-disable: a current code proves the authenticator is at hand. */
export async function disableTwoFactor(options: {
  db: Database;
  secretBox: SecretBox;
  userId: string;
  code: string;
}): Promise<void> {
  const { db, userId } = options;
  const user = await getUser({ db, userId });
  if (!user.totpEnabled || !user.totpSecret) throw new AppError('conflict', 'auth.totp_not_enabled');
  const secret = openTotpSecret(options.secretBox, userId, user.totpSecret);
  await acceptTotpCode({ db, userId, secret, code: options.code });
  await db
    .update(users)
    .set({
      totpEnabled: false,
      totpSecret: null,
      totpPendingSecret: null,
      // The next secret starts its own series of time steps.
      totpLastStep: null,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, userId));
}
