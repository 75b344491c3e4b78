import { and, eq } from 'drizzle-orm';
import type { RequestKind } from '@portal/contract';
import { requestStatusChanges, type Database } from '@portal/db';
import { AppError } from '../../lib/app-error';
import { assertCanFileRequests, recordInScope, type ExporterScope } from '../access/scope';
import { REQUEST_TABLES } from './request-tables';

/**
 * `DELETE /profile/sales-market/manage/{id}` and `/profile/check-list/manage/{id}` (decision 014
 * §3): only a draft (`created`) may be deleted (409 `request.not_deletable`), with its history;
 * another company's answers 404.
 */
export async function deleteDraftRequest(options: {
  db: Database;
  scope: ExporterScope;
  kind: RequestKind;
  id: string;
}): Promise<void> {
  const { db, scope, kind, id } = options;
  const table = REQUEST_TABLES[kind];
  assertCanFileRequests(scope.user);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: table.status })
      .from(table)
      .where(recordInScope(table, id, scope))
      .for('update')
      .limit(1);
    if (!row) throw new AppError('not_found', 'error.not_found');
    if (row.status !== 'created') throw new AppError('conflict', 'request.not_deletable');
    await tx.delete(table).where(eq(table.id, id));
    await tx
      .delete(requestStatusChanges)
      .where(and(eq(requestStatusChanges.kind, kind), eq(requestStatusChanges.requestId, id)));
  });
}
