import { and, gt, isNull, type SQL } from 'drizzle-orm';
import { AUTH } from '@portal/contract';
import { sessions } from '@portal/db';

const DAY_MS = 24 * 60 * 60_000;
/** ARCHITECTURE §4: a session ends 30 days after sign-in at the latest... */
export const SESSION_MAX_AGE_MS = AUTH.sessionMaxDays * DAY_MS;
/** ...and after 7 days without use. */
export const SESSION_IDLE_MS = AUTH.sessionIdleDays * DAY_MS;
/** `last_used_at` is written at most once a minute, so reads stay cheap. */
export const SESSION_TOUCH_INTERVAL_MS = 60_000;

/** SQL condition of a session that still works at `now`. */
export function isLiveSession(now: Date): SQL {
  return and(
    isNull(sessions.revokedAt),
    gt(sessions.expiresAt, now),
    gt(sessions.lastUsedAt, new Date(now.getTime() - SESSION_IDLE_MS)),
  )!;
}
