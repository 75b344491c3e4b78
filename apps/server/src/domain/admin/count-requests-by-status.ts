import { eq, sql } from 'drizzle-orm';
import { statusesOf, type RequestKind } from '@portal/contract';
import { requestStatusCounts, type Database } from '@portal/db';
import { preparedOnce } from '../../lib/prepared-queries';

/**
 * The requests of one kind counted by status, every status of the kind present (0 when none),
 * drafts included: the back office's tabs and badges read them as they are. The counts are kept
 * by the database's triggers as requests are written (decision 016), so a queue page reads ten
 * rows, not every request.
 */
export async function countRequestsByStatus(
  db: Database,
  kind: RequestKind,
): Promise<Record<string, number>> {
  const counting = preparedOnce(db, 'request-status-counts', (name) =>
    db
      .select({ status: requestStatusCounts.status, value: requestStatusCounts.count })
      .from(requestStatusCounts)
      .where(eq(requestStatusCounts.kind, sql.placeholder('kind')))
      .prepare(name),
  );
  const rows = await counting.execute({ kind });
  const counts: Record<string, number> = Object.fromEntries(statusesOf(kind).map((status) => [status, 0]));
  for (const row of rows) counts[row.status] = row.value;
  return counts;
}
