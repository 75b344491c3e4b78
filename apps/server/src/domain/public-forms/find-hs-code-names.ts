import { eq } from 'drizzle-orm';
import { hsHeadings, hsSubheadings, type Database } from '@portal/db';
import type { ApiLocale } from '@portal/contract';

/**
 * The names of a heading (4 digits) or subheading (6 digits) of the customs classification, or
 * null when no such code exists. Where the classification has no Ukrainian name (subheadings),
 * the English one stands in.
 */
export async function findHsCodeNames(options: {
  db: Database;
  code: string;
}): Promise<Record<ApiLocale, string> | null> {
  const { db, code } = options;
  const table = code.length === 4 ? hsHeadings : hsSubheadings;
  const [row] = await db
    .select({ nameEn: table.nameEn, nameUk: table.nameUk })
    .from(table)
    .where(eq(table.code, code))
    .limit(1);
  if (!row) return null;
  return { en: row.nameEn, uk: row.nameUk || row.nameEn };
}
