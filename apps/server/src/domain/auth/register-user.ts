import type { ApiLocale } from '@portal/contract';
import { users, type Database } from '@portal/db';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/database-errors';
import { hashPassword, type PasswordHashOptions } from '../../lib/password';
import { THROTTLE_KEYS, THROTTLE_RULES } from '../../lib/throttle';
import { createSession } from '../sessions/create-session';
import { reserveAttempt } from '../throttles/reserve-attempt';
import { settleAttempt } from '../throttles/settle-attempt';
import { findUserByEmail } from '../users/find-user-by-email';

/**
 * POST /auth/register, step 1 of spec §4: an exporter account at registration_step 1 with the
 * consent recorded, signed in at once. An address taken answers 409 — the one answer that
 * tells whether an e-mail is registered, which a sign-up form cannot avoid; refusals are counted
 * per client address so the form cannot be used to probe many e-mails quickly. New accounts are
 * limited per client address too (decision 019: 10 an hour), reserved before the password is
 * hashed or anything stored.
 */
export async function registerUser(options: {
  db: Database;
  passwordHash: PasswordHashOptions;
  email: string;
  password: string;
  locale: ApiLocale;
  ip: string;
  userAgent?: string | undefined;
  /** New accounts per address in the rule's window (NEW_ACCOUNTS_PER_ADDRESS); the rule's own by default. */
  newAccountsPerAddress?: number;
}): Promise<{ token: string; userId: string; registrationStep: number }> {
  const { db, email } = options;
  // Nothing is answered before the attempt is counted. A taken e-mail counts only as a refusal;
  // a free one reserves a new account as well, so parallel sign-ups cannot pass the limit, and
  // the outcome keeps the one that happened and gives the other back.
  const isTaken = (await findUserByEmail({ db, email })) !== undefined;
  const refusals = { key: THROTTLE_KEYS.registerAddress(options.ip), rule: THROTTLE_RULES.registerAddress };
  const newAccounts = {
    key: THROTTLE_KEYS.newAccountAddress(options.ip),
    rule: {
      ...THROTTLE_RULES.newAccountAddress,
      maxFailures: options.newAccountsPerAddress ?? THROTTLE_RULES.newAccountAddress.maxFailures,
    },
  };
  const reservation = await reserveAttempt({ db, limits: isTaken ? [refusals] : [refusals, newAccounts] });
  const emailTaken = async () => {
    await settleAttempt({ db, reservation, outcome: 'failure' });
    return new AppError('conflict', 'auth.email_taken', { fields: { email: ['auth.email_taken'] } });
  };
  if (isTaken) throw await emailTaken();

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
  await settleAttempt({ db, reservation, outcome: 'success' });
  const session = await createSession({ db, userId, ip: options.ip, userAgent: options.userAgent ?? null });
  return { token: session.token, userId, registrationStep: 1 };
}
