import { and, eq, sql } from 'drizzle-orm';
import { sessions, users, type Database } from '@portal/db';
import { preparedOnce } from '../../lib/prepared-queries';
import { hashToken } from '../../lib/secrets';
import { isLiveSession, liveSessionTimes, SESSION_TOUCH_INTERVAL_MS } from './session-rules';
import type { UserRow } from '../users/get-user';
import { revokeUserSessions } from './revoke-user-sessions';

export type SessionRow = typeof sessions.$inferSelect;

/** The live session of a token hash and its user: every authenticated call asks it, so it is prepared. */
function sessionOfToken(db: Database) {
  return preparedOnce(db, 'session-of-token', (name) =>
    db
      .select({ session: sessions, user: users })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(sessions.tokenHash, sql.placeholder('tokenHash')),
          isLiveSession({ now: sql.placeholder('now'), idleSince: sql.placeholder('idleSince') }),
        ),
      )
      .limit(1)
      .prepare(name),
  );
}

export type SessionCheck =
  { status: 'none' } | { status: 'banned' } | { status: 'ok'; user: UserRow; session: SessionRow };

/**
 * Finds the live session of a token (ARCHITECTURE §4) and its user. A banned user's sessions
 * are all revoked here (DOMAIN: banned users cannot sign in, sessions revoked). Use is recorded
 * at most once a minute (sliding 7-day idle limit).
 */
export async function authenticateSession(options: {
  db: Database;
  token: string;
  now?: Date;
}): Promise<SessionCheck> {
  const { db, token } = options;
  const now = options.now ?? new Date();
  if (token.length < 20 || token.length > 200) return { status: 'none' };
  const times = liveSessionTimes(now);
  const [row] = await sessionOfToken(db).execute({
    tokenHash: hashToken(token),
    now: times.now.toISOString(),
    idleSince: times.idleSince.toISOString(),
  });
  if (!row) return { status: 'none' };
  if (row.user.isBanned) {
    await revokeUserSessions({ db, userId: row.user.id, now });
    return { status: 'banned' };
  }
  if (now.getTime() - row.session.lastUsedAt.getTime() >= SESSION_TOUCH_INTERVAL_MS) {
    await db.update(sessions).set({ lastUsedAt: now }).where(eq(sessions.id, row.session.id));
    row.session.lastUsedAt = now;
  }
  return { status: 'ok', user: row.user, session: row.session };
}
