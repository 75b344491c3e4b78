import { and, eq, gt, isNull } from 'drizzle-orm';
import type { SignInResult } from '@portal/contract';
import { authSecrets, type Database } from '@portal/db';
import { AppError } from '../../lib/app-error';
import type { SecretBox } from '../../lib/secret-box';
import { hashToken } from '../../lib/secrets';
import { createSession } from '../sessions/create-session';
import { acceptTotpCode } from '../security/accept-totp-code';
import { openTotpSecret } from '../security/totp-secrets';
import { getUser } from '../users/get-user';

/**
 * POST /auth/google-2fa-auth: the second sign-in step (issue 3, ARCHITECTURE §4). The challenge
 * from the password step (5 minutes, single use) and a TOTP code give a session. An unknown,
 * expired or used challenge answers 401: the person signs in again from the start.
 */
export async function completeTwoFactorSignIn(options: {
  db: Database;
  secretBox: SecretBox;
  challenge: string;
  code: string;
  ip: string;
  userAgent?: string | undefined;
}): Promise<Extract<SignInResult, { requires_2fa: false }>> {
  const { db } = options;
  const challengeHash = hashToken(options.challenge);
  const live = and(
    eq(authSecrets.secretHash, challengeHash),
    eq(authSecrets.purpose, 'two_factor_challenge'),
    isNull(authSecrets.consumedAt),
    gt(authSecrets.expiresAt, new Date()),
  );
  const [challenge] = await db.select().from(authSecrets).where(live).limit(1);
  if (!challenge) throw new AppError('unauthenticated', 'auth.two_factor_expired');
  const user = await getUser({ db, userId: challenge.userId });
  if (user.isBanned) throw new AppError('forbidden', 'auth.banned');
  if (!user.totpEnabled || !user.totpSecret) throw new AppError('unauthenticated', 'auth.two_factor_expired');

  const secret = openTotpSecret(options.secretBox, user.id, user.totpSecret);
  await acceptTotpCode({ db, userId: user.id, secret, code: options.code });
  const consumed = await db
    .update(authSecrets)
    .set({ consumedAt: new Date() })
    .where(and(eq(authSecrets.id, challenge.id), live))
    .returning({ id: authSecrets.id });
  if (consumed.length === 0) throw new AppError('unauthenticated', 'auth.two_factor_expired');
  const session = await createSession({
    db,
    userId: user.id,
    ip: options.ip,
    userAgent: options.userAgent ?? null,
  });
  return {
    requires_2fa: false,
    token: session.token,
    registration_step: user.registrationStep,
    role: user.role,
  };
}
