import { asc, eq } from 'drizzle-orm';
import { tariffs, type Database } from '@portal/db';
import type { ApiLocale, Tariff } from '@portal/contract';
import { mapTariff } from './map-tariff';

/** GET /tariffs: the public plans — the trial offer and the paid plans — in order of position. */
export async function findPublicTariffs(options: { db: Database; locale: ApiLocale }): Promise<Tariff[]> {
  const rows = await options.db
    .select()
    .from(tariffs)
    .where(eq(tariffs.isPublic, true))
    .orderBy(asc(tariffs.position), asc(tariffs.id));
  return rows.map((row) => mapTariff(row, options.locale));
}
