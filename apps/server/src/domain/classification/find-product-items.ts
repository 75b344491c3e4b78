import { and, eq, type SQL } from 'drizzle-orm';
import { hsHeadings, type Database } from '@portal/db';
import { HS_SEARCH_LIMIT, type ApiLocale, type HsProductItem } from '@portal/contract';
import { buildHsSearch, orderHsSearch, parseHsSearch, pickHsName } from './hs-search';

/**
 * Product items (HS headings) of one group by code, or those matching a search (at most 50),
 * best match first.
 */
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
  const matched = search && buildHsSearch(search, hsHeadings, 4);
  if (matched) conditions.push(matched.where);
  // The schema demands a group or a search; without either there is nothing to list.
  if (conditions.length === 0) return [];
  const query = db
    .select({
      code: hsHeadings.code,
      chapterCode: hsHeadings.chapterCode,
      nameUk: hsHeadings.nameUk,
      nameEn: hsHeadings.nameEn,
    })
    .from(hsHeadings)
    .where(and(...conditions))
    .orderBy(...orderHsSearch(matched?.rank, hsHeadings));
  const rows = search ? await query.limit(HS_SEARCH_LIMIT) : await query;
  return rows.map((row) => ({ code: row.code, group: row.chapterCode, name: pickHsName(locale, row) }));
}
