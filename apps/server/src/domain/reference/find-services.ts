import { asc } from 'drizzle-orm';
import { services, type Database } from '@portal/db';
import type { ApiLocale, ExportService } from '@portal/contract';

/** The services offered with an export application, in the office's order. */
export async function findServices(db: Database, locale: ApiLocale): Promise<ExportService[]> {
  const rows = await db.select().from(services).orderBy(asc(services.position), asc(services.id));
  const uk = locale === 'uk';
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    name: uk ? row.nameUk : row.nameEn,
    description: uk ? row.descriptionUk : row.descriptionEn,
    is_free: row.isFree,
  }));
}
