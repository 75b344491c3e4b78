import { LOCALE_ISO, type UiLocale } from '@portal/contract';

const cache = new Map<UiLocale, Intl.DisplayNames>();

/**
 * A country's name from its ISO code in the page's language: ICU's own names, as the API's
 * (ARCHITECTURE §3), so a list row needs no second call.
 */
export function getCountryName(code: string, locale: UiLocale): string {
  let names = cache.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([LOCALE_ISO[locale]], { type: 'region', fallback: 'code' });
    cache.set(locale, names);
  }
  try {
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}

/** The first `max` names and how many more there are: 'Польща, Німеччина +3'. */
export function summarizeCountries(
  codes: readonly string[],
  locale: UiLocale,
  max = 3,
): { names: string; more: number } {
  return {
    names: codes
      .slice(0, max)
      .map((code) => getCountryName(code, locale))
      .join(', '),
    more: Math.max(0, codes.length - max),
  };
}
