import { sql } from 'drizzle-orm';
import type { Database } from '@portal/db';

/**
 * The version of what guests' public pages show (decision 053): the `content_version` sequence.
 * `last_value` is the latest version any instance took; reading it takes no lock.
 */
export async function readContentVersion(db: Database): Promise<number> {
  const result = await db.execute(sql`select last_value, is_called from content_version`);
  const [row] = (result as unknown as { rows: { last_value: string | number; is_called: boolean }[] }).rows;
  // Before the first nextval, last_value is the start (1) and is_called false: version 0.
  return row && row.is_called ? Number(row.last_value) : 0;
}

/**
 * A new version after a committed write that may change a public page. The sequence is outside
 * every transaction: the bump is seen by every instance's next read, whatever happens around it.
 */
export async function bumpContentVersion(db: Database): Promise<number> {
  const result = await db.execute(sql`select nextval('content_version') as version`);
  const [row] = (result as unknown as { rows: { version: string | number }[] }).rows;
  return Number(row?.version ?? 0);
}
