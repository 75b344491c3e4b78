import { AUTH, type SignInResult } from '@portal/contract';
import { authSecrets, type Database } from '@portal/db';
import { AppError } from '../../lib/app-error';
import { verifyDummyPassword, verifyPassword, type PasswordHashOptions } from '../../lib/password';
import { createOpaqueToken, hashToken } from '../../lib/secrets';
import { THROTTLE_KEYS, THROTTLE_RULES } from '../../lib/throttle';
import { createSession } from '../sessions/create-session';
import { reserveAttempt } from '../throttles/reserve-attempt';
import { settleAttempt } from '../throttles/settle-attempt';
import { findUserByEmail } from '../users/find-user-by-email';

/**
 * POST /auth/login (spec §7, ARCHITECTURE §4). The attempt is counted against the e-mail and the
 * address before the password is looked at (decision 019); a locked one answers 429 with
 * `Retry-After`. Unknown e-mail and wrong password: the same 401 after the same argon2 work, the
 * attempt staying counted. The right password clears the e-mail's series and gives the address
 * its attempt back. Banned (known only with the right password): 403. With 2FA on: a 5-minute
 * challenge, no session.
 */
export async function signIn(options: {
  db: Database;
  passwordHash: PasswordHashOptions;
  email: string;
  password: string;
  ip: string;
  userAgent?: string | undefined;
}): Promise<SignInResult> {
  const { db, email, password } = options;
  const reservation = await reserveAttempt({
    db,
    limits: [
      { key: THROTTLE_KEYS.signInAccount(email), rule: THROTTLE_RULES.signInAccount },
      { key: THROTTLE_KEYS.signInAddress(options.ip), rule: THROTTLE_RULES.signInAddress },
    ],
  });

  const user = await findUserByEmail({ db, email });
  let isPasswordRight = false;
  if (user) isPasswordRight = await verifyPassword(user.passwordHash, password);
  else await verifyDummyPassword(password, options.passwordHash);
  await settleAttempt({ db, reservation, outcome: isPasswordRight ? 'success' : 'failure' });
  if (!user || !isPasswordRight) throw new AppError('unauthenticated', 'auth.invalid_credentials');
  // DOMAIN: a banned user cannot sign in, and is told so.
  if (user.isBanned) throw new AppError('forbidden', 'auth.banned');

  if (user.totpEnabled && user.totpSecret) {
    const challenge = createOpaqueToken();
    await db.insert(authSecrets).values({
      userId: user.id,
      purpose: 'two_factor_challenge',
      secretHash: hashToken(challenge),
      expiresAt: new Date(Date.now() + AUTH.twoFactorChallengeMinutes * 60_000),
    });
    return { requires_2fa: true, challenge };
  }
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
