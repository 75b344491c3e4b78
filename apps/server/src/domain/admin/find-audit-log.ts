import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import {
  buildPaginationMeta,
  type AuditEntry,
  type AuditLogQuery,
  type PaginationMeta,
} from '@portal/contract';
import { auditLog, type Database } from '@portal/db';
import { assertBackOfficeScope, type BackOfficeScope } from '../access/scope';

/**
 * `GET /admin/audit-log`: the back-office actions, newest first, optionally of one kind of
 * record (`company`: the exporter's user id; a request kind's name: the request's id).
 * The client address is kept in the table but not published.
 */
export async function findAuditLog(options: {
  db: Database;
  scope: BackOfficeScope;
  query: AuditLogQuery;
}): Promise<{ items: AuditEntry[]; meta: PaginationMeta }> {
  const { db, query } = options;
  assertBackOfficeScope(options.scope);
  const conditions: SQL[] = [];
  if (query.entity_type) conditions.push(eq(auditLog.entityType, query.entity_type));
  if (query.entity_id) conditions.push(eq(auditLog.entityId, query.entity_id));
  const where = and(...conditions);
  const [total] = await db.select({ value: count() }).from(auditLog).where(where);
  const rows = await db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  return {
    items: rows.map((row) => ({
      id: row.id,
      actor_email: row.actorEmail,
      action: row.action,
      entity_type: row.entityType,
      entity_id: row.entityId,
      before: row.before ?? null,
      after: row.after ?? null,
      created_at: row.createdAt.toISOString(),
    })),
    meta: buildPaginationMeta(total?.value ?? 0, query),
  };
}
