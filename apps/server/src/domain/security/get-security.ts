import { and, desc, eq } from 'drizzle-orm';
import type { Security } from '@portal/contract';
import { sessions, type Database } from '@portal/db';
import { isLiveSession, liveSessionTimes } from '../sessions/session-rules';
import { getUser } from '../users/get-user';

/** GET /profile/security: 2FA state, the last password change and the live sessions. */
export async function getSecurity(options: {
  db: Database;
  userId: string;
  currentSessionId: string;
}): Promise<Security> {
  const { db, userId } = options;
  const user = await getUser({ db, userId });
  const rows = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isLiveSession(liveSessionTimes(new Date()))))
    .orderBy(desc(sessions.lastUsedAt));
  const list = rows.map((row) => ({
    id: row.id,
    current: row.id === options.currentSessionId,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt.toISOString(),
    user_agent: row.userAgent,
  }));
  return {
    google2fa_is_active: user.totpEnabled,
    password_changed_at: user.passwordChangedAt?.toISOString() ?? null,
    sessions: [...list.filter((s) => s.current), ...list.filter((s) => !s.current)],
  };
}
