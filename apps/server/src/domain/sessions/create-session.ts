import { sessions, type Database } from '@portal/db';
import { createOpaqueToken, hashToken } from '../../lib/secrets';
import { SESSION_MAX_AGE_MS } from './session-rules';

/**
 * Starts a session (ARCHITECTURE §4): an opaque random token that only its holder knows; the
 * database keeps its SHA-256 hash, the absolute expiry and the last use.
 */
export async function createSession(options: {
  db: Database;
  userId: string;
  ip?: string | null;
  userAgent?: string | null;
  now?: Date;
}): Promise<{ token: string; sessionId: string; expiresAt: Date }> {
  const now = options.now ?? new Date();
  const token = createOpaqueToken();
  const expiresAt = new Date(now.getTime() + SESSION_MAX_AGE_MS);
  const [row] = await options.db
    .insert(sessions)
    .values({
      userId: options.userId,
      tokenHash: hashToken(token),
      createdAt: now,
      lastUsedAt: now,
      expiresAt,
      ip: options.ip ?? null,
      userAgent: options.userAgent?.slice(0, 500) ?? null,
    })
    .returning({ id: sessions.id });
  return { token, sessionId: row!.id, expiresAt };
}
