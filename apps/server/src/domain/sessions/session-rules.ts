import { and, gt, isNull, type Placeholder, type SQL } from 'drizzle-orm';
import { AUTH } from '@portal/contract';
import { sessions } from '@portal/db';

const DAY_MS = 24 * 60 * 60_000;
/** ARCHITECTURE §4: a session ends 30 days after sign-in at the latest... */
export const SESSION_MAX_AGE_MS = AUTH.sessionMaxDays * DAY_MS;
/** ...and after 7 days without use. */
export const SESSION_IDLE_MS = AUTH.sessionIdleDays * DAY_MS;
/** `last_used_at` is written at most once a minute, so reads stay cheap. */
export const SESSION_TOUCH_INTERVAL_MS = 60_000;

/** The moments a session is judged by: now, and the last use it needs to be still live. */
export type LiveSessionTimes<T = Date> = { now: T; idleSince: T };

export function liveSessionTimes(now: Date): LiveSessionTimes {
  return { now, idleSince: new Date(now.getTime() - SESSION_IDLE_MS) };
}

/**
 * SQL condition of a session that still works: not revoked, not expired, used since
 * `idleSince`. The times are values (liveSessionTimes) or placeholders of a prepared query.
 */
export function isLiveSession(times: LiveSessionTimes | LiveSessionTimes<Placeholder>): SQL {
  return and(
    isNull(sessions.revokedAt),
    gt(sessions.expiresAt, times.now),
    gt(sessions.lastUsedAt, times.idleSince),
  )!;
}
