import { and, asc, eq, sql } from 'drizzle-orm';
import type { ApiLocale, RequestKind, StatusChange } from '@portal/contract';
import { requestStatusChanges, users, type Database } from '@portal/db';
import { type RequestScope } from '../access/scope';
import { assertRequestInScope } from './request-scope';

const MANAGER: Record<ApiLocale, string> = { uk: 'Менеджер', en: 'Manager' };

/**
 * The status history of a request within the scope, oldest first (the changes-info calls):
 * who, when, from, to and the comment; 404 for a request outside the scope (an exporter:
 * another company's, decision 014 §5). Managers are named by their name, or 'Manager' when
 * they have none.
 */
export async function findStatusHistory(options: {
  db: Database;
  scope: RequestScope;
  kind: RequestKind;
  requestId: string;
  locale: ApiLocale;
}): Promise<StatusChange[]> {
  await assertRequestInScope({
    db: options.db,
    scope: options.scope,
    kind: options.kind,
    id: options.requestId,
  });
  const rows = await options.db
    .select({
      id: requestStatusChanges.id,
      fromStatus: requestStatusChanges.fromStatus,
      toStatus: requestStatusChanges.toStatus,
      comment: requestStatusChanges.comment,
      actorRole: requestStatusChanges.actorRole,
      name: users.name,
      surname: users.surname,
      createdAt: requestStatusChanges.createdAt,
    })
    .from(requestStatusChanges)
    .leftJoin(users, eq(users.id, requestStatusChanges.actorUserId))
    .where(
      and(eq(requestStatusChanges.kind, options.kind), eq(requestStatusChanges.requestId, options.requestId)),
    )
    // The creation (from null) comes first even when a submit in the same transaction has the
    // same timestamp.
    .orderBy(
      asc(requestStatusChanges.createdAt),
      asc(sql`${requestStatusChanges.fromStatus} is not null`),
      asc(requestStatusChanges.id),
    );
  return rows.map((row) => {
    const actor = row.actorRole === 'exporter' ? 'exporter' : 'manager';
    const fullName = [row.name, row.surname].filter(Boolean).join(' ');
    return {
      id: row.id,
      from_status: row.fromStatus,
      to_status: row.toStatus,
      comment: row.comment,
      actor,
      actor_name: fullName || (actor === 'manager' ? MANAGER[options.locale] : ''),
      created_at: row.createdAt.toISOString(),
    };
  });
}
