import { eq } from 'drizzle-orm';
import { tariffs, type Database } from '@portal/db';

export type TariffRow = typeof tariffs.$inferSelect;

/** A tariff by numeric id or slug, or null. */
export async function findTariffByRef(
  db: Pick<Database, 'select'>,
  ref: number | string,
): Promise<TariffRow | null> {
  const id = typeof ref === 'number' ? ref : /^\d{1,9}$/.test(ref) ? Number(ref) : null;
  const [row] = await db
    .select()
    .from(tariffs)
    .where(id !== null ? eq(tariffs.id, id) : eq(tariffs.slug, String(ref)))
    .limit(1);
  return row ?? null;
}

/** Only a public paid plan is for sale: not the trial, not the free basic services. */
export function isForSale(tariff: TariffRow): boolean {
  return tariff.isPublic && !tariff.isTrial && tariff.priceMinor > 0;
}
