import { eq } from 'drizzle-orm';
import { pages, type Database } from '@portal/db';
import type { ApiLocale, Page } from '@portal/contract';
import { AppError } from '../../lib/app-error';

/** GET /pages/{slug}: a legal page in the request's language, or 404. */
export async function getPage(options: { db: Database; locale: ApiLocale; slug: string }): Promise<Page> {
  const { db, locale, slug } = options;
  const [row] = await db.select().from(pages).where(eq(pages.slug, slug)).limit(1);
  if (!row) throw new AppError('not_found', 'error.not_found');
  const isEnglish = locale === 'en';
  return {
    slug: row.slug,
    title: isEnglish ? row.titleEn : row.titleUk,
    summary: isEnglish ? row.summaryEn : row.summaryUk,
    sections: (isEnglish ? row.bodyEn : row.bodyUk).map((section) => ({
      heading: section.heading,
      paragraphs: [...section.paragraphs],
    })),
    effective_on: row.effectiveOn,
  };
}
