import type { ApiLocale } from '@portal/contract';
import { users, type Database } from '@portal/db';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/database-errors';
import { hashPassword, type PasswordHashOptions } from '../../lib/password';
import { THROTTLE_KEYS, THROTTLE_RULES } from '../../lib/throttle';
import { createSession } from '../sessions/create-session';
import { assertNotThrottled } from '../throttles/assert-not-throttled';
import { recordThrottleFailure } from '../throttles/record-throttle-failure';
import { findUserByEmail } from '../users/find-user-by-email';

/**
 * POST /auth/register, step 1 of spec §4: an exporter account at registration_step 1 with the
 * consent recorded, signed in at once. An address taken answers 409 — the one answer that
 * tells whether an e-mail is registered, which a sign-up form cannot avoid; refusals are counted
 * per client address so the form cannot be used to probe many e-mails quickly.
 */
export async function registerUser(options: {
  db: Database;
  passwordHash: PasswordHashOptions;
  email: string;
  password: string;
  locale: ApiLocale;
  ip: string;
  userAgent?: string | undefined;
}): Promise<{ token: string; userId: string; registrationStep: number }> {
  const { db, email } = options;
  const addressKey = THROTTLE_KEYS.registerAddress(options.ip);
  await assertNotThrottled({ db, keys: [addressKey] });
  const emailTaken = async () => {
    await recordThrottleFailure({ db, key: addressKey, rule: THROTTLE_RULES.registerAddress });
    return new AppError('conflict', 'auth.email_taken', { fields: { email: ['auth.email_taken'] } });
  };
  if (await findUserByEmail({ db, email })) throw await emailTaken();

  const passwordHash = await hashPassword(options.password, options.passwordHash);
  let userId: string;
  try {
    const [row] = await db
      .insert(users)
      .values({
        email,
        passwordHash,
        role: 'exporter',
        registrationStep: 1,
        termsAcceptedAt: new Date(),
        locale: options.locale,
      })
      .returning({ id: users.id });
    userId = row!.id;
  } catch (error) {
    if (isUniqueViolation(error)) throw await emailTaken();
    throw error;
  }
  const session = await createSession({ db, userId, ip: options.ip, userAgent: options.userAgent ?? null });
  return { token: session.token, userId, registrationStep: 1 };
}
