import { sql } from 'drizzle-orm';
import { statusesOf, type RequestKind } from '@portal/contract';
import { requestStatusDeltas, type Database } from '@portal/db';
import { preparedOnce } from '../../lib/prepared-queries';

/**
 * A reading that summed more rows than this folds the kind's rows into one per status. Writes add
 * one or two rows each, so between two folds a reading sums a few hundred rows at most.
 */
export const COMPACT_AFTER_ROWS = 200;

/** Any constant 32-bit number: one fold of a kind's rows at a time, across every instance. */
const COMPACT_LOCK_CLASS = 7_240_317;

/**
 * The requests of one kind counted by status, every status of the kind present (0 when none),
 * drafts included: the back office's tabs and badges read them as they are. The database's
 * triggers add a row per status changed as requests are written (decisions 016 and 017), so a
 * queue page sums a few rows, not every request.
 */
export async function countRequestsByStatus(
  db: Database,
  kind: RequestKind,
): Promise<Record<string, number>> {
  const counting = preparedOnce(db, 'request-status-counts', (name) =>
    db
      .select({
        status: requestStatusDeltas.status,
        value: sql<number>`sum(${requestStatusDeltas.delta})::int`,
        rows: sql<number>`count(*)::int`,
      })
      .from(requestStatusDeltas)
      .where(sql`${requestStatusDeltas.kind} = ${sql.placeholder('kind')}`)
      .groupBy(requestStatusDeltas.status)
      .prepare(name),
  );
  const rows = await counting.execute({ kind });
  const counts: Record<string, number> = Object.fromEntries(statusesOf(kind).map((status) => [status, 0]));
  let summed = 0;
  for (const row of rows) {
    counts[row.status] = row.value;
    summed += row.rows;
  }
  if (summed > COMPACT_AFTER_ROWS) await compactRequestStatusDeltas(db, kind);
  return counts;
}

/**
 * Replaces the kind's rows by one per status with their sum, leaving out the sums of zero. It
 * deletes only the rows its statement sees and inserts their sums in the same statement, so rows
 * that writers add meanwhile stay as they are and no count changes. Of two readers folding at
 * once, the second finds the lock taken and leaves the rows to the first.
 */
export async function compactRequestStatusDeltas(db: Database, kind: RequestKind): Promise<void> {
  await db.execute(sql`
    with "locked" as (select pg_try_advisory_xact_lock(${COMPACT_LOCK_CLASS}, hashtext(${kind})) as "got"),
    "folded" as (
      delete from ${requestStatusDeltas}
      where ${requestStatusDeltas.kind} = ${kind} and (select "got" from "locked")
      returning ${requestStatusDeltas.status}, ${requestStatusDeltas.delta}
    )
    insert into ${requestStatusDeltas} ("kind", "status", "delta")
    select ${kind}, "status", sum("delta") from "folded" group by "status" having sum("delta") <> 0`);
}
