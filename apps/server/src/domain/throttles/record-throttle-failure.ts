import { eq, sql } from 'drizzle-orm';
import { authThrottles, type Database } from '@portal/db';
import { recordFailure, type ThrottleRule, type ThrottleState } from '../../lib/throttle';

/**
 * Counts one failure against a key in the database, so a restart does not reset it
 * (ARCHITECTURE §4). The row is locked while it is updated, so parallel failures all count.
 */
export async function recordThrottleFailure(options: {
  db: Database;
  key: string;
  rule: ThrottleRule;
  now?: Date;
}): Promise<ThrottleState> {
  const now = options.now ?? new Date();
  return options.db.transaction(async (tx) => {
    await tx
      .insert(authThrottles)
      .values({ key: options.key, failures: 0, windowStartedAt: now })
      .onConflictDoNothing();
    const [row] = await tx
      .select()
      .from(authThrottles)
      .where(eq(authThrottles.key, options.key))
      .for('update');
    const next = recordFailure(row && row.failures > 0 ? row : undefined, options.rule, now);
    await tx
      .update(authThrottles)
      .set({ ...next, updatedAt: sql`now()` })
      .where(eq(authThrottles.key, options.key));
    return next;
  });
}
