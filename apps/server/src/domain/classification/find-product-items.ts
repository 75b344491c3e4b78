import { and, asc, eq, type SQL } from 'drizzle-orm';
import { hsHeadings, type Database } from '@portal/db';
import { HS_SEARCH_LIMIT, type ApiLocale, type HsProductItem } from '@portal/contract';
import { buildHsSearchCondition, parseHsSearch, pickHsName } from './hs-search';

/** Product items (HS headings) of one group, or those matching a search (at most 50), by code. */
export async function findProductItems(options: {
  db: Database;
  locale: ApiLocale;
  group?: string | undefined;
  search?: string | undefined;
}): Promise<HsProductItem[]> {
  const { db, locale, group } = options;
  const search = parseHsSearch(options.search);
  const conditions: (SQL | undefined)[] = [];
  if (group !== undefined) conditions.push(eq(hsHeadings.chapterCode, group));
  if (search) conditions.push(buildHsSearchCondition(search, hsHeadings, 4));
  // The schema demands a group or a search; without either there is nothing to list.
  if (conditions.length === 0) return [];
  const query = db
    .select()
    .from(hsHeadings)
    .where(and(...conditions))
    .orderBy(asc(hsHeadings.code));
  const rows = search ? await query.limit(HS_SEARCH_LIMIT) : await query;
  return rows.map((row) => ({ code: row.code, group: row.chapterCode, name: pickHsName(locale, row) }));
}
