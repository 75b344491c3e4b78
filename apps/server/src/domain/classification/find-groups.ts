import { and, eq, type SQL } from 'drizzle-orm';
import { hsChapters, hsSections, type Database } from '@portal/db';
import { HS_SEARCH_LIMIT, type ApiLocale, type HsGroup } from '@portal/contract';
import { buildHsSearch, orderHsSearch, parseHsSearch, pickHsName } from './hs-search';

/**
 * Groups (HS chapters) of one section or all by code, or those matching a search (at most 50),
 * best match first.
 */
export async function findGroups(options: {
  db: Database;
  locale: ApiLocale;
  section?: number | undefined;
  search?: string | undefined;
}): Promise<HsGroup[]> {
  const { db, locale, section } = options;
  const search = parseHsSearch(options.search);
  const conditions: (SQL | undefined)[] = [];
  if (section !== undefined) conditions.push(eq(hsChapters.sectionNumber, section));
  const matched = search && buildHsSearch(search, hsChapters, 2);
  if (matched) conditions.push(matched.where);
  const query = db
    .select({
      code: hsChapters.code,
      section: hsSections.code,
      nameUk: hsChapters.nameUk,
      nameEn: hsChapters.nameEn,
    })
    .from(hsChapters)
    .innerJoin(hsSections, eq(hsSections.number, hsChapters.sectionNumber))
    .where(and(...conditions))
    .orderBy(...orderHsSearch(matched?.rank, hsChapters));
  const rows = search ? await query.limit(HS_SEARCH_LIMIT) : await query;
  return rows.map((row) => ({ code: row.code, section: row.section, name: pickHsName(locale, row) }));
}
