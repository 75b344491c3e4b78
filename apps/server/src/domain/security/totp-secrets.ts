import { and, eq, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { users, type Database } from '@portal/db';
import { isSealed, type SecretBox } from '../../lib/secret-box';

/**
 * TOTP keys are stored sealed (decision 018): a copy of the database does not give anyone the
 * codes of people's authenticators. The user's id is the sealing context, so a value moved to
 * another user's row does not open.
 */
const contextOf = (userId: string) => `totp:${userId}`;

export function sealTotpSecret(box: SecretBox, userId: string, secret: string): string {
  return box.seal(secret, contextOf(userId));
}

export function openTotpSecret(box: SecretBox, userId: string, stored: string): string {
  return box.open(stored, contextOf(userId));
}

/**
 * At start: seals the TOTP keys stored before decision 018, and reseals under the current key
 * those sealed with `SECRETS_KEY_PREVIOUS`. Each row is written only if it still holds what was
 * read, so instances starting together do not undo each other. Answers how many rows changed.
 */
export async function resealTotpSecrets(db: Database, box: SecretBox): Promise<number> {
  const stale = (column: typeof users.totpSecret | typeof users.totpPendingSecret): SQL =>
    and(isNotNull(column), sql`left(${column}, ${box.currentPrefix.length}) <> ${box.currentPrefix}`)!;
  const rows = await db
    .select({ id: users.id, secret: users.totpSecret, pending: users.totpPendingSecret })
    .from(users)
    .where(or(stale(users.totpSecret), stale(users.totpPendingSecret)));
  const reseal = (userId: string, stored: string | null) => {
    if (stored === null || box.isCurrent(stored)) return stored;
    if (!isSealed(stored)) return sealTotpSecret(box, userId, stored);
    try {
      return sealTotpSecret(box, userId, openTotpSecret(box, userId, stored));
    } catch {
      // Starting would lock every person with 2FA out: better not to start, and say why.
      throw new Error(
        `The TOTP key of user ${userId} was sealed with a key that is neither SECRETS_KEY nor ` +
          'SECRETS_KEY_PREVIOUS: set SECRETS_KEY_PREVIOUS to the key used before (decision 018)',
      );
    }
  };
  let changed = 0;
  for (const row of rows) {
    const written = await db
      .update(users)
      .set({ totpSecret: reseal(row.id, row.secret), totpPendingSecret: reseal(row.id, row.pending) })
      .where(
        and(
          eq(users.id, row.id),
          sql`${users.totpSecret} is not distinct from ${row.secret}`,
          sql`${users.totpPendingSecret} is not distinct from ${row.pending}`,
        ),
      )
      .returning({ id: users.id });
    changed += written.length;
  }
  return changed;
}
