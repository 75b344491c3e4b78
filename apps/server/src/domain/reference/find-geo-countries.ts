import { asc } from 'drizzle-orm';
import { geoCountries, type Database } from '@portal/db';
import {
  GEO_REGIONS,
  getCountryName,
  getGeoRegionName,
  isBlockedCountry,
  type ApiLocale,
  type GeoCountryGroup,
} from '@portal/contract';

/** The importing countries grouped Europe, Americas, Asia (DOMAIN.md), each group by position. */
export async function findGeoCountries(db: Database, locale: ApiLocale): Promise<GeoCountryGroup[]> {
  const rows = await db
    .select({ id: geoCountries.id, code: geoCountries.code, region: geoCountries.region })
    .from(geoCountries)
    .orderBy(asc(geoCountries.position), asc(geoCountries.code));
  // The import refuses blocked countries; the answer checks again, whoever wrote the row.
  const offered = rows.filter((row) => !isBlockedCountry(row.code));
  return GEO_REGIONS.map((region) => ({
    region,
    name: getGeoRegionName(region, locale),
    countries: offered
      .filter((row) => row.region === region)
      .map((row) => ({ id: row.id, code: row.code, name: getCountryName(row.code, locale) })),
  }));
}
