import { REGIONS, type ApiLocale, type Region } from '@portal/contract';

/** The 27 regions of Ukraine (spec §3 reference data) in the caller's language, in ISO code order. */
export function findRegions(locale: ApiLocale): Region[] {
  return REGIONS.map((region) => ({ code: region.code, name: region[locale] }));
}
