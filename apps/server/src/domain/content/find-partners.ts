import { asc } from 'drizzle-orm';
import { partners, type Database } from '@portal/db';
import type { ApiLocale, Partner } from '@portal/contract';

/** GET /partners/get: the partners in order of position, in the request's language. */
export async function findPartners(options: { db: Database; locale: ApiLocale }): Promise<Partner[]> {
  const rows = await options.db.select().from(partners).orderBy(asc(partners.position), asc(partners.id));
  const isEnglish = options.locale === 'en';
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    name: isEnglish ? row.nameEn : row.nameUk,
    description: isEnglish ? row.descriptionEn : row.descriptionUk,
    kind: row.kind,
    website_url: row.websiteUrl,
  }));
}
