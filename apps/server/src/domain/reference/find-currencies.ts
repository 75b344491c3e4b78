import {
  getCurrencyName,
  LEADING_CURRENCY_CODES,
  OFFERED_CURRENCY_CODES,
  type ApiLocale,
  type Currency,
} from '@portal/contract';

/**
 * The ISO 4217 currencies in general use, without those of the blocked countries, named from
 * ICU: the hryvnia, the US dollar and the euro first, the rest by name in the caller's language.
 */
export function findCurrencies(locale: ApiLocale): Currency[] {
  const collator = new Intl.Collator(locale);
  const leading: readonly string[] = LEADING_CURRENCY_CODES;
  const named = OFFERED_CURRENCY_CODES.map((code) => ({ code, name: getCurrencyName(code, locale) }));
  const first = leading.flatMap((code) => named.filter((currency) => currency.code === code));
  const rest = named
    .filter((currency) => !leading.includes(currency.code))
    .sort((a, b) => collator.compare(a.name, b.name));
  return [...first, ...rest];
}
