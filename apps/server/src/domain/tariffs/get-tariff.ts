import { eq } from 'drizzle-orm';
import { tariffs, type Database } from '@portal/db';
import { parseRowId, type ApiLocale, type Tariff } from '@portal/contract';
import { AppError } from '../../lib/app-error';
import { mapTariff } from './map-tariff';

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * GET /tariffs/{idOrSlug} (spec §3: a tariff by id or slug): any plan, the trial and the basic
 * services included, since a subscription may name them. Anything else is 404.
 */
export async function getTariff(options: {
  db: Database;
  locale: ApiLocale;
  idOrSlug: string;
}): Promise<Tariff> {
  const { db, locale, idOrSlug } = options;
  const id = parseRowId(idOrSlug);
  const where =
    id !== undefined ? eq(tariffs.id, id) : SLUG.test(idOrSlug) ? eq(tariffs.slug, idOrSlug) : null;
  if (!where) throw new AppError('not_found', 'error.not_found');
  const [row] = await db.select().from(tariffs).where(where).limit(1);
  if (!row) throw new AppError('not_found', 'error.not_found');
  return mapTariff(row, locale);
}
