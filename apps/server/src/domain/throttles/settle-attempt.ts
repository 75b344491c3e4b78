import { asc, eq, inArray, sql } from 'drizzle-orm';
import { authThrottles, type Database } from '@portal/db';
import { getSettlement, releaseFailure, type AttemptOutcome } from '../../lib/throttle';
import type { ThrottleReservation } from './reserve-attempt';

/**
 * Ends a reservation once the attempt's outcome is known (decision 019): each limit's rule says
 * whether its count is kept, given back or cleared with its series (`getSettlement`) — e.g. a
 * successful sign-in clears the account's failures and gives the address its attempt back.
 * One transaction, rows locked in key order like `reserveAttempt`.
 */
export async function settleAttempt(options: {
  db: Database;
  reservation: ThrottleReservation;
  outcome: AttemptOutcome;
}): Promise<void> {
  const { reservation, outcome } = options;
  const changes = reservation.limits
    .map((limit) => ({ limit, settlement: getSettlement(limit.rule, outcome) }))
    .filter((change) => change.settlement !== 'keep');
  if (changes.length === 0) return;
  await options.db.transaction(async (tx) => {
    const keys = changes.map((change) => change.limit.key);
    const rows = await tx
      .select()
      .from(authThrottles)
      .where(inArray(authThrottles.key, keys))
      .orderBy(asc(authThrottles.key))
      .for('update');
    for (const { limit, settlement } of changes) {
      const row = rows.find((candidate) => candidate.key === limit.key);
      // Cleared meanwhile (e.g. a successful sign-in in parallel): nothing is left to settle.
      if (!row) continue;
      const where = eq(authThrottles.key, limit.key);
      if (settlement === 'clear') {
        await tx.delete(authThrottles).where(where);
      } else {
        const next = releaseFailure(row, limit.rule, reservation.reservedAt);
        await tx
          .update(authThrottles)
          .set({ ...next, updatedAt: sql`now()` })
          .where(where);
      }
    }
  });
}
