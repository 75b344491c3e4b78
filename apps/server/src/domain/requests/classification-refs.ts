import { eq } from 'drizzle-orm';
import { hsChapters, hsHeadings, hsSections, type Database } from '@portal/db';
import type { ApiLocale, ClassificationRef } from '@portal/contract';
import { pickHsName } from '../classification/hs-search';

/** The stored codes of a request's product, named in the request's language. */
export async function findClassificationRef(options: {
  db: Pick<Database, 'select'>;
  locale: ApiLocale;
  section: string | null;
  group: string | null;
  productItem: string | null;
}): Promise<ClassificationRef> {
  const { db, locale, section, group, productItem } = options;
  const [sectionRow, groupRow, itemRow] = await Promise.all([
    section ? db.select().from(hsSections).where(eq(hsSections.code, section)).limit(1) : Promise.resolve([]),
    group ? db.select().from(hsChapters).where(eq(hsChapters.code, group)).limit(1) : Promise.resolve([]),
    productItem
      ? db.select().from(hsHeadings).where(eq(hsHeadings.code, productItem)).limit(1)
      : Promise.resolve([]),
  ]);
  const named = (code: string | null, row: { nameUk: string; nameEn: string } | undefined) =>
    code ? { code, name: row ? pickHsName(locale, row) : '' } : null;
  return {
    section: named(section, sectionRow[0]),
    group: named(group, groupRow[0]),
    product_item: named(productItem, itemRow[0]),
  };
}
