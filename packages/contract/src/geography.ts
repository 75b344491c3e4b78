import { getCountryName } from './countries';
import type { ApiLocale } from './locale';

/** The regions importing countries are grouped by (DOMAIN.md: Europe 17, Americas 9, Asia 6), in order. */
export const GEO_REGIONS = ['europe', 'americas', 'asia'] as const;
export type GeoRegion = (typeof GEO_REGIONS)[number];

/** UN M49 area codes of the regions, so that ICU names them in either language. */
export const GEO_REGION_M49: Record<GeoRegion, string> = { europe: '150', americas: '019', asia: '142' };

export function getGeoRegionName(region: GeoRegion, locale: ApiLocale): string {
  return getCountryName(GEO_REGION_M49[region], locale);
}

/** Kinds of country action (trade missions, fairs, B2B meetings, webinars). */
export const COUNTRY_ACTION_KINDS = ['trade_mission', 'exhibition', 'b2b_meetings', 'webinar'] as const;
export type CountryActionKind = (typeof COUNTRY_ACTION_KINDS)[number];
