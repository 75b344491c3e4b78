import { asc } from 'drizzle-orm';
import { hsSections, type Database } from '@portal/db';
import type { ApiLocale, HsSection } from '@portal/contract';

/** The 21 sections in order; the Ukrainian name falls back to English where none exists. */
export async function findSections(db: Database, locale: ApiLocale): Promise<HsSection[]> {
  const rows = await db.select().from(hsSections).orderBy(asc(hsSections.number));
  return rows.map((row) => ({
    code: row.code,
    number: row.number,
    name: locale === 'uk' && row.nameUk ? row.nameUk : row.nameEn,
    chapter_from: row.chapterFrom,
    chapter_to: row.chapterTo,
  }));
}
