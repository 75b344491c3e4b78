import { count } from 'drizzle-orm';
import type { ApplicationsInfo } from '@portal/contract';
import type { Database } from '@portal/db';
import { scopeCondition, type ExporterScope } from './request-scope';
import { REQUEST_TABLES, type RequestTable } from './request-tables';

/**
 * `GET /profile/get-applications-info`: the company's export applications and market-analysis
 * requests counted by status (statuses with none left out), one grouped query per kind.
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
  return {
    sales_market: await countByStatus(REQUEST_TABLES.sales_market),
    check_list: await countByStatus(REQUEST_TABLES.check_list),
  };
}
