import type {
  CONTENT_AUDIT_ENTITY_TYPES,
  MATCHMAKING_AUDIT_ENTITY_TYPES,
  MONEY_AUDIT_ENTITY_TYPES,
  RequestKind,
} from '@portal/contract';
import { auditLog, type Database } from '@portal/db';

/** A database or a transaction: audit entries are written in the same transaction as the change. */
export type Executor = Pick<Database, 'insert' | 'select' | 'update' | 'delete' | 'execute'>;

/** Who acted: a staff member, or a provider acting on its own (no user: `email` names it). */
export type AuditActor = { userId: string | null; email: string; ip: string };

/**
 * One back-office action in the audit log (issue 5): who did what to which record, when,
 * before and after. Called inside the transaction of the change, so neither exists without
 * the other.
 */
export async function recordAudit(
  db: Executor,
  entry: {
    actor: AuditActor;
    action: string;
    entityType:
      | 'company'
      | RequestKind
      | (typeof MONEY_AUDIT_ENTITY_TYPES)[number]
      | (typeof CONTENT_AUDIT_ENTITY_TYPES)[number]
      | (typeof MATCHMAKING_AUDIT_ENTITY_TYPES)[number];
    entityId: string;
    before: Record<string, unknown> | null;
    after: Record<string, unknown> | null;
    /** When it was done: the database's now unless given (the change's own moment). */
    at?: Date | undefined;
  },
): Promise<void> {
  await db.insert(auditLog).values({
    actorUserId: entry.actor.userId,
    actorEmail: entry.actor.email,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    before: entry.before,
    after: entry.after,
    ip: entry.actor.ip,
    ...(entry.at ? { createdAt: entry.at } : {}),
  });
}
