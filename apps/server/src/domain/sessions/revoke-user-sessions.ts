import { and, eq, isNull, ne } from 'drizzle-orm';
import { sessions, type Database } from '@portal/db';

/**
 * Revokes every session of a user, or every one but the current (ARCHITECTURE §4: a password
 * change revokes the others; a reset or a ban revokes all).
 */
export async function revokeUserSessions(options: {
  db: Database;
  userId: string;
  exceptSessionId?: string;
  now?: Date;
}): Promise<number> {
  const conditions = [eq(sessions.userId, options.userId), isNull(sessions.revokedAt)];
  if (options.exceptSessionId) conditions.push(ne(sessions.id, options.exceptSessionId));
  const revoked = await options.db
    .update(sessions)
    .set({ revokedAt: options.now ?? new Date() })
    .where(and(...conditions))
    .returning({ id: sessions.id });
  return revoked.length;
}
