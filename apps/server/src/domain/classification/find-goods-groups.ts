import { and, eq, type SQL } from 'drizzle-orm';
import { hsSubheadings, type Database } from '@portal/db';
import { HS_SEARCH_LIMIT, type ApiLocale, type HsGoodsGroup } from '@portal/contract';
import { buildHsSearch, orderHsSearch, parseHsSearch, pickHsName } from './hs-search';

/**
 * Groups of goods (HS subheadings, 6 digits) of one product item by code, or those matching a
 * search (at most 50), best match first. The tariff has no stand-alone Ukrainian names at this
 * level (see reference/hs/README.md): names are answered in English, and a Ukrainian word is
 * found in the notes, which hold the product item's names ('пшениця' finds 1001xx).
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
  const matched = search && buildHsSearch(search, hsSubheadings, 6);
  if (matched) conditions.push(matched.where);
  if (conditions.length === 0) return [];
  const query = db
    .select({
      code: hsSubheadings.code,
      headingCode: hsSubheadings.headingCode,
      nameUk: hsSubheadings.nameUk,
      nameEn: hsSubheadings.nameEn,
    })
    .from(hsSubheadings)
    .where(and(...conditions))
    .orderBy(...orderHsSearch(matched?.rank, hsSubheadings));
  const rows = search ? await query.limit(HS_SEARCH_LIMIT) : await query;
  return rows.map((row) => ({
    code: row.code,
    product_item: row.headingCode,
    name: pickHsName(locale, row),
  }));
}
