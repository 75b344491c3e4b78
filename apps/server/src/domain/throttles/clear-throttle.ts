import { inArray } from 'drizzle-orm';
import { authThrottles, type Database } from '@portal/db';

/** Forgets the failures of keys, e.g. the account's after a successful sign-in (ARCHITECTURE §4). */
export async function clearThrottle(options: { db: Database; keys: string[] }): Promise<void> {
  await options.db.delete(authThrottles).where(inArray(authThrottles.key, options.keys));
}
