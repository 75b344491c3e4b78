import { getCountryName, OFFERED_COUNTRY_CODES, type ApiLocale, type Country } from '@portal/contract';

/**
 * Every ISO 3166-1 country except the blocked four (spec §9), named from ICU in the caller's
 * language and sorted by that language's collation (the client sorts again, spec §3).
 */
export function findCountries(locale: ApiLocale): Country[] {
  const collator = new Intl.Collator(locale);
  return OFFERED_COUNTRY_CODES.map((code) => ({ code, name: getCountryName(code, locale) })).sort((a, b) =>
    collator.compare(a.name, b.name),
  );
}
