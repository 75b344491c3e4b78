import { count } from 'drizzle-orm';
import { REQUEST_KINDS, type ApplicationsInfo } from '@portal/contract';
import type { Database } from '@portal/db';
import { scopeCondition, type ExporterScope } from '../access/scope';
import { REQUEST_TABLES, type RequestTable } from './request-tables';

/**
 * `GET /profile/get-applications-info`: the company's requests of every kind counted by status
 * (statuses with none left out), one grouped query per kind.
 */
export async function findApplicationsInfo(options: {
  db: Database;
  scope: ExporterScope;
}): Promise<ApplicationsInfo> {
  const countByStatus = async (table: RequestTable) => {
    const rows = await options.db
      .select({ status: table.status, count: count() })
      .from(table)
      .where(scopeCondition(table, options.scope))
      .groupBy(table.status);
    const byStatus = Object.fromEntries(rows.map((row) => [row.status, row.count]));
    return { total: rows.reduce((sum, row) => sum + row.count, 0), by_status: byStatus };
  };
  const counted = await Promise.all(REQUEST_KINDS.map((kind) => countByStatus(REQUEST_TABLES[kind])));
  return Object.fromEntries(REQUEST_KINDS.map((kind, index) => [kind, counted[index]!])) as ApplicationsInfo;
}
