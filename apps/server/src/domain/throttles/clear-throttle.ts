import { inArray } from 'drizzle-orm';
import { authThrottles, type Database } from '@portal/db';

/**
 * Forgets the counts of keys outside an attempt, e.g. the account's sign-in failures once the
 * owner has set a new password through the e-mailed link (ARCHITECTURE §4).
 */
export async function clearThrottle(options: { db: Database; keys: string[] }): Promise<void> {
  await options.db.delete(authThrottles).where(inArray(authThrottles.key, options.keys));
}
