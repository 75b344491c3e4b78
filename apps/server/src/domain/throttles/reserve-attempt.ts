import { eq, sql } from 'drizzle-orm';
import { authThrottles, type Database } from '@portal/db';
import { AppError } from '../../lib/app-error';
import { decideReservation, type ThrottleLimit } from '../../lib/throttle';

/** An attempt counted in advance; `settleAttempt` ends it once the outcome is known. */
export type ThrottleReservation = { limits: ThrottleLimit[]; reservedAt: Date };

/**
 * Counts one attempt against every limit before it is made (decision 019): one transaction
 * locks the rows (created when missing), refuses with 429 and `Retry-After` when any key is
 * locked — counting nothing — and otherwise counts the attempt on each. Only then may the
 * caller verify a password or code, store or send anything; parallel requests queue on the
 * row locks, so at most the limit get through. Kept in the database (ARCHITECTURE §4), so a
 * restart or a second instance sees the same counts.
 */
export async function reserveAttempt(options: {
  db: Database;
  limits: ThrottleLimit[];
  now?: Date;
}): Promise<ThrottleReservation> {
  // One row per key, always locked in key order, so two reservations never wait on each other.
  const limits = [...new Map(options.limits.map((limit) => [limit.key, limit])).values()].sort((a, b) =>
    a.key < b.key ? -1 : a.key > b.key ? 1 : 0,
  );
  const decision = await options.db.transaction(async (tx) => {
    // Insert-or-lock in one statement: a missing row is created empty, an existing one is locked
    // as it is.
    const rows = await tx
      .insert(authThrottles)
      .values(limits.map((limit) => ({ key: limit.key, failures: 0 })))
      .onConflictDoUpdate({ target: authThrottles.key, set: { key: sql`excluded.key` } })
      .returning();
    // The clock is read once the rows are held, so whoever holds them later has a later time.
    const now = options.now ?? new Date();
    const states = new Map(rows.map((row) => [row.key, row]));
    const result = decideReservation(
      limits.map((limit) => ({ rule: limit.rule, state: states.get(limit.key) })),
      now,
    );
    if (result.refused) return { ...result, now };
    for (const [i, limit] of limits.entries()) {
      await tx
        .update(authThrottles)
        .set({ ...result.next[i]!, updatedAt: sql`now()` })
        .where(eq(authThrottles.key, limit.key));
    }
    return { ...result, now };
  });
  if (decision.refused) {
    const seconds = Math.max(1, decision.retryAfterSeconds);
    throw new AppError('too_many_requests', decision.refusal, {
      params: { minutes: Math.max(1, Math.ceil(seconds / 60)) },
      headers: { 'retry-after': String(seconds) },
    });
  }
  return { limits, reservedAt: decision.now };
}
