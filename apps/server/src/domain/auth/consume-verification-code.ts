import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { AUTH } from '@portal/contract';
import { authSecrets, type Database } from '@portal/db';
import { AppError } from '../../lib/app-error';
import { hashCode, isSameDigest } from '../../lib/secrets';
import type { CodePurpose } from './issue-verification-code';

/**
 * Checks a code against the latest one sent (ARCHITECTURE §4): single use, 10 minutes, dead
 * after 5 wrong tries (the counter lives on the code). Wrong: 422 `auth.code_invalid` on
 * `code`; expired, used or exhausted: 422 `auth.code_expired`. Answers where it was sent.
 */
export async function consumeVerificationCode(options: {
  db: Database;
  userId: string;
  purpose: CodePurpose;
  code: string;
  now?: Date;
}): Promise<{ target: string | null }> {
  const { userId, purpose } = options;
  const now = options.now ?? new Date();
  // The code's row is locked while it is compared and counted, so parallel tries are counted one
  // after another and at most 5 are compared (decision 019). Decided inside the transaction,
  // thrown after it: a wrong try must be counted, not rolled back.
  const outcome = await options.db.transaction(async (tx) => {
    const [secret] = await tx
      .select()
      .from(authSecrets)
      .where(
        and(eq(authSecrets.userId, userId), eq(authSecrets.purpose, purpose), isNull(authSecrets.consumedAt)),
      )
      .orderBy(desc(authSecrets.createdAt))
      .limit(1)
      .for('update');
    if (!secret || secret.expiresAt <= now || secret.attempts >= AUTH.codeMaxTries)
      return { kind: 'dead' as const };
    if (!isSameDigest(secret.secretHash, hashCode({ userId, purpose, code: options.code }))) {
      await tx
        .update(authSecrets)
        .set({ attempts: sql`${authSecrets.attempts} + 1` })
        .where(eq(authSecrets.id, secret.id));
      return { kind: 'wrong' as const };
    }
    await tx.update(authSecrets).set({ consumedAt: now }).where(eq(authSecrets.id, secret.id));
    return { kind: 'ok' as const, target: secret.target };
  });
  if (outcome.kind === 'dead') {
    throw new AppError('validation_failed', 'auth.code_expired', { fields: { code: ['auth.code_expired'] } });
  }
  if (outcome.kind === 'wrong') {
    throw new AppError('validation_failed', 'auth.code_invalid', { fields: { code: ['auth.code_invalid'] } });
  }
  return { target: outcome.target };
}
