import { getCountryName, type ApiLocale } from '@portal/contract';

/** Country codes with their names from ICU in the request's language (ARCHITECTURE §3). */
export function nameCountries(codes: readonly string[], locale: ApiLocale): { code: string; name: string }[] {
  return codes.map((code) => ({ code, name: getCountryName(code, locale) }));
}
