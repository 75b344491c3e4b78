import { count } from 'drizzle-orm';
import { statusesOf, type RequestKind } from '@portal/contract';
import type { Database } from '@portal/db';
import { REQUEST_TABLES } from '../requests/request-tables';

/**
 * The requests of one kind counted by status, every status of the kind present (0 when none),
 * drafts included: the back office's tabs and badges read them as they are.
 */
export async function countRequestsByStatus(
  db: Database,
  kind: RequestKind,
): Promise<Record<string, number>> {
  const table = REQUEST_TABLES[kind];
  const rows = await db.select({ status: table.status, value: count() }).from(table).groupBy(table.status);
  const counts: Record<string, number> = Object.fromEntries(statusesOf(kind).map((status) => [status, 0]));
  for (const row of rows) counts[row.status] = row.value;
  return counts;
}
