import { and, eq, isNull } from 'drizzle-orm';
import { sessions, type Database } from '@portal/db';

/** Ends one session (logout, ARCHITECTURE §4). */
export async function revokeSession(options: { db: Database; sessionId: string }): Promise<void> {
  await options.db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, options.sessionId), isNull(sessions.revokedAt)));
}
