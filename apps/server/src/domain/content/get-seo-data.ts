import { eq } from 'drizzle-orm';
import { seoEntries, type Database } from '@portal/db';
import type { ApiLocale, SeoData } from '@portal/contract';
import { AppError } from '../../lib/app-error';

/** Title (without the site name), description and keywords of one SEO entry, or 404. */
export async function getSeoData(options: {
  db: Database;
  locale: ApiLocale;
  path: string;
}): Promise<SeoData> {
  const [row] = await options.db.select().from(seoEntries).where(eq(seoEntries.path, options.path)).limit(1);
  if (!row) throw new AppError('not_found', 'error.not_found');
  const isEnglish = options.locale === 'en';
  return {
    title: isEnglish ? row.titleEn : row.titleUk,
    description: isEnglish ? row.descriptionEn : row.descriptionUk,
    keywords: isEnglish ? row.keywordsEn : row.keywordsUk,
  };
}
