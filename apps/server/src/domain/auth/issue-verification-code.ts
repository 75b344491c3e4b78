import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import { AUTH } from '@portal/contract';
import { authSecrets, users, type Database } from '@portal/db';
import { AppError } from '../../lib/app-error';
import { createNumericCode, hashCode } from '../../lib/secrets';

export type CodePurpose = 'email_code' | 'phone_code';

const MINUTE = 60_000;
const SEND_WINDOW_MS = 15 * MINUTE;

export type IssuedCode = { code: string; expiresAt: Date; resendAvailableAt: Date };

/**
 * Creates a new 6-digit code (ARCHITECTURE §4): stored hashed, expires in 10 minutes, replaces
 * any earlier live code of the same purpose; at most 3 sends per 15 minutes, else 429 with
 * `Retry-After`. The user row is locked meanwhile, so parallel sends cannot exceed the limit.
 */
export async function issueVerificationCode(options: {
  db: Database;
  userId: string;
  purpose: CodePurpose;
  target: string;
  now?: Date;
}): Promise<IssuedCode> {
  const { userId, purpose } = options;
  const now = options.now ?? new Date();
  const result = await options.db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const recent = await tx
      .select({ createdAt: authSecrets.createdAt })
      .from(authSecrets)
      .where(
        and(
          eq(authSecrets.userId, userId),
          eq(authSecrets.purpose, purpose),
          gt(authSecrets.createdAt, new Date(now.getTime() - SEND_WINDOW_MS)),
        ),
      )
      .orderBy(asc(authSecrets.createdAt));
    const oldest = recent[0]?.createdAt;
    if (oldest && recent.length >= AUTH.codeMaxSendsPer15Minutes) {
      return { limited: true as const, retryAt: new Date(oldest.getTime() + SEND_WINDOW_MS) };
    }
    await tx
      .update(authSecrets)
      .set({ consumedAt: now })
      .where(
        and(eq(authSecrets.userId, userId), eq(authSecrets.purpose, purpose), isNull(authSecrets.consumedAt)),
      );
    const code = createNumericCode(AUTH.codeLength);
    const expiresAt = new Date(now.getTime() + AUTH.codeTtlMinutes * MINUTE);
    await tx.insert(authSecrets).values({
      userId,
      purpose,
      target: options.target,
      secretHash: hashCode({ userId, purpose, code }),
      expiresAt,
      createdAt: now,
    });
    const sends = recent.length + 1;
    const resendAvailableAt =
      sends < AUTH.codeMaxSendsPer15Minutes ? now : new Date((oldest ?? now).getTime() + SEND_WINDOW_MS);
    return { limited: false as const, code, expiresAt, resendAvailableAt };
  });
  if (result.limited) {
    const seconds = Math.max(1, Math.ceil((result.retryAt.getTime() - now.getTime()) / 1000));
    throw new AppError('too_many_requests', 'auth.code_send_limit', {
      headers: { 'retry-after': String(seconds) },
    });
  }
  return { code: result.code, expiresAt: result.expiresAt, resendAvailableAt: result.resendAvailableAt };
}
