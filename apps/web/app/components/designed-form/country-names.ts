import { getCountryName, OFFERED_COUNTRY_CODES, type ApiLocale } from '@portal/contract';

/** The portal's countries by code, named in one language, in the order of their names. */
export type CountryNames = Readonly<Record<string, string>>;

/**
 * The countries a designed form offers, named as the server names them, for a loader to send with
 * the page: the browser's ICU names some of them otherwise ("Hong Kong SAR China" on the server,
 * "Hong Kong" in Chromium) and may sort them otherwise, and a page drawn with other names or in
 * another order than the server's breaks hydration. Sorted here, once, for the language.
 */
export function designedCountryNames(lang: ApiLocale): CountryNames {
  const collator = new Intl.Collator(lang, { sensitivity: 'base' });
  const named = OFFERED_COUNTRY_CODES.map((code) => [code, getCountryName(code, lang)] as const);
  return Object.fromEntries(named.sort((a, b) => collator.compare(a[1], b[1])));
}
