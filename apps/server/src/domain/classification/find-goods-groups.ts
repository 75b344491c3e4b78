import { and, asc, eq, type SQL } from 'drizzle-orm';
import { hsHeadings, hsSubheadings, type Database } from '@portal/db';
import { HS_SEARCH_LIMIT, type ApiLocale, type HsGoodsGroup } from '@portal/contract';
import { buildHsSearchCondition, parseHsSearch, pickHsName } from './hs-search';

/**
 * Groups of goods (HS subheadings, 6 digits) of one product item, or those matching a search
 * (at most 50), by code. The tariff has no stand-alone Ukrainian names at this level (see
 * reference/hs/README.md): names are answered in English, and a Ukrainian word is looked for
 * in the name of the product item the subheading belongs to ('пшениця' finds 1001xx).
 */
export async function findGoodsGroups(options: {
  db: Database;
  locale: ApiLocale;
  productItem?: string | undefined;
  search?: string | undefined;
}): Promise<HsGoodsGroup[]> {
  const { db, locale, productItem } = options;
  const search = parseHsSearch(options.search);
  const conditions: (SQL | undefined)[] = [];
  if (productItem !== undefined) conditions.push(eq(hsSubheadings.headingCode, productItem));
  if (search) {
    const columns = { code: hsSubheadings.code, nameEn: hsSubheadings.nameEn, nameUk: hsHeadings.nameUk };
    conditions.push(buildHsSearchCondition(search, columns, 6));
  }
  if (conditions.length === 0) return [];
  const query = db
    .select({
      code: hsSubheadings.code,
      headingCode: hsSubheadings.headingCode,
      nameUk: hsSubheadings.nameUk,
      nameEn: hsSubheadings.nameEn,
    })
    .from(hsSubheadings)
    .innerJoin(hsHeadings, eq(hsHeadings.code, hsSubheadings.headingCode))
    .where(and(...conditions))
    .orderBy(asc(hsSubheadings.code));
  const rows = search ? await query.limit(HS_SEARCH_LIMIT) : await query;
  return rows.map((row) => ({
    code: row.code,
    product_item: row.headingCode,
    name: pickHsName(locale, row),
  }));
}
