import { isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * The back office's lists of published content (partners, the catalogue's services) filter by
 * state, published or draft, and count both under the other filters for their tabs.
 */
export type PublishState = 'published' | 'draft';
export type PublishStateCounts = { published: number; draft: number };

/** The state's condition on the `published_at` column; none when no state is asked. */
export function publishStateCondition(
  publishedAt: PgColumn,
  state: PublishState | undefined,
): SQL | undefined {
  if (state === 'published') return isNotNull(publishedAt);
  if (state === 'draft') return isNull(publishedAt);
  return undefined;
}

/** The columns of one row counting both states (`db.select(publishStateCountColumns(t.publishedAt))`). */
export function publishStateCountColumns(publishedAt: PgColumn) {
  return {
    published: sql<number>`count(*) filter (where ${publishedAt} is not null)::int`,
    draft: sql<number>`count(*) filter (where ${publishedAt} is null)::int`,
  };
}

/** The counts of both tabs, and how many the asked state lists (the page's total). */
export function publishStateTotals(
  row: PublishStateCounts | undefined,
  state: PublishState | undefined,
): { counts: PublishStateCounts; total: number } {
  const counts = { published: row?.published ?? 0, draft: row?.draft ?? 0 };
  const total = state ? counts[state] : counts.published + counts.draft;
  return { counts, total };
}
