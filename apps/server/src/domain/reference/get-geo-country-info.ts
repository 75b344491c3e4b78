import { eq } from 'drizzle-orm';
import { geoCountries, type Database } from '@portal/db';
import {
  getCountryName,
  isBlockedCountry,
  parseRowId,
  type ApiLocale,
  type GeoCountryDetails,
} from '@portal/contract';
import { AppError } from '../../lib/app-error';
import { findCountryActions } from './find-country-actions';

/** One importing country with what the portal tells about it and its coming actions; else 404. */
export async function getGeoCountryInfo(options: {
  db: Database;
  locale: ApiLocale;
  id: string;
  today?: string;
}): Promise<GeoCountryDetails> {
  const { db, locale } = options;
  const id = parseRowId(options.id);
  if (id === undefined) throw new AppError('not_found');
  const [row] = await db.select().from(geoCountries).where(eq(geoCountries.id, id));
  // Spec §9: a blocked country cannot be shown even if someone wrote it into the table.
  if (!row || isBlockedCountry(row.code)) throw new AppError('not_found');
  const info = locale === 'uk' ? row.infoUk : row.infoEn;
  return {
    id: row.id,
    code: row.code,
    name: getCountryName(row.code, locale),
    region: row.region,
    info: {
      summary: info.summary,
      capital: info.capital,
      demandedGoods: info.demandedGoods,
      notes: info.notes,
    },
    actions: await findCountryActions({ db, locale, geoCountryId: row.id, today: options.today }),
  };
}
