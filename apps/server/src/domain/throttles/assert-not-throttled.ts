import { inArray } from 'drizzle-orm';
import { authThrottles, type Database } from '@portal/db';
import { AppError } from '../../lib/app-error';
import { getRetryAfterSeconds } from '../../lib/throttle';

/**
 * Throws 429 with `Retry-After` when any of the keys is locked (ARCHITECTURE §4). Checked before
 * the password or code is, so a locked key gives an attacker nothing to learn.
 */
export async function assertNotThrottled(options: {
  db: Database;
  keys: string[];
  now?: Date;
}): Promise<void> {
  const now = options.now ?? new Date();
  const rows = await options.db.select().from(authThrottles).where(inArray(authThrottles.key, options.keys));
  const seconds = Math.max(0, ...rows.map((row) => getRetryAfterSeconds(row, now)));
  if (seconds > 0) throw createTooManyAttemptsError(seconds);
}

function createTooManyAttemptsError(seconds: number): AppError {
  return new AppError('too_many_requests', 'auth.too_many_attempts', {
    params: { minutes: Math.max(1, Math.ceil(seconds / 60)) },
    headers: { 'retry-after': String(seconds) },
  });
}
