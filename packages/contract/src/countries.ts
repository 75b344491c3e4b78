import { isBlockedCountry } from './constants';
import type { ApiLocale } from './locale';

// prettier-ignore
/**
 * ISO 3166-1 alpha-2: the 249 officially assigned codes, as listed by the ISO Online Browsing
 * Platform (https://www.iso.org/obp/ui/#search/code/). Committed rather than read from ICU,
 * because ICU also names deprecated, reserved and user-assigned codes (AN, BU, CS, DD, EU, EZ,
 * QO, UN, XA, XB, XK, ZZ…) that are not countries. Names come from ICU (ARCHITECTURE §3).
 */
export const ISO_COUNTRY_CODES = [
  'AD', 'AE', 'AF', 'AG', 'AI', 'AL', 'AM', 'AO', 'AQ', 'AR', 'AS', 'AT', 'AU', 'AW', 'AX', 'AZ',
  'BA', 'BB', 'BD', 'BE', 'BF', 'BG', 'BH', 'BI', 'BJ', 'BL', 'BM', 'BN', 'BO', 'BQ', 'BR', 'BS',
  'BT', 'BV', 'BW', 'BY', 'BZ', 'CA', 'CC', 'CD', 'CF', 'CG', 'CH', 'CI', 'CK', 'CL', 'CM', 'CN',
  'CO', 'CR', 'CU', 'CV', 'CW', 'CX', 'CY', 'CZ', 'DE', 'DJ', 'DK', 'DM', 'DO', 'DZ', 'EC', 'EE',
  'EG', 'EH', 'ER', 'ES', 'ET', 'FI', 'FJ', 'FK', 'FM', 'FO', 'FR', 'GA', 'GB', 'GD', 'GE', 'GF',
  'GG', 'GH', 'GI', 'GL', 'GM', 'GN', 'GP', 'GQ', 'GR', 'GS', 'GT', 'GU', 'GW', 'GY', 'HK', 'HM',
  'HN', 'HR', 'HT', 'HU', 'ID', 'IE', 'IL', 'IM', 'IN', 'IO', 'IQ', 'IR', 'IS', 'IT', 'JE', 'JM',
  'JO', 'JP', 'KE', 'KG', 'KH', 'KI', 'KM', 'KN', 'KP', 'KR', 'KW', 'KY', 'KZ', 'LA', 'LB', 'LC',
  'LI', 'LK', 'LR', 'LS', 'LT', 'LU', 'LV', 'LY', 'MA', 'MC', 'MD', 'ME', 'MF', 'MG', 'MH', 'MK',
  'ML', 'MM', 'MN', 'MO', 'MP', 'MQ', 'MR', 'MS', 'MT', 'MU', 'MV', 'MW', 'MX', 'MY', 'MZ', 'NA',
  'NC', 'NE', 'NF', 'NG', 'NI', 'NL', 'NO', 'NP', 'NR', 'NU', 'NZ', 'OM', 'PA', 'PE', 'PF', 'PG',
  'PH', 'PK', 'PL', 'PM', 'PN', 'PR', 'PS', 'PT', 'PW', 'PY', 'QA', 'RE', 'RO', 'RS', 'RU', 'RW',
  'SA', 'SB', 'SC', 'SD', 'SE', 'SG', 'SH', 'SI', 'SJ', 'SK', 'SL', 'SM', 'SN', 'SO', 'SR', 'SS',
  'ST', 'SV', 'SX', 'SY', 'SZ', 'TC', 'TD', 'TF', 'TG', 'TH', 'TJ', 'TK', 'TL', 'TM', 'TN', 'TO',
  'TR', 'TT', 'TV', 'TW', 'TZ', 'UA', 'UG', 'UM', 'US', 'UY', 'UZ', 'VA', 'VC', 'VE', 'VG', 'VI',
  'VN', 'VU', 'WF', 'WS', 'YE', 'YT', 'ZA', 'ZM', 'ZW',
] as const;
export type IsoCountryCode = (typeof ISO_COUNTRY_CODES)[number];

/** The countries the portal offers: every ISO country except the blocked four (spec §9). */
export const OFFERED_COUNTRY_CODES: readonly IsoCountryCode[] = ISO_COUNTRY_CODES.filter(
  (code) => !isBlockedCountry(code),
);

export function isIsoCountryCode(code: string): code is IsoCountryCode {
  return (ISO_COUNTRY_CODES as readonly string[]).includes(code);
}

// prettier-ignore
/**
 * ISO 4217 List One (maintained by SIX for ISO), the currencies in general use: without the
 * fund codes (BOV CHE CHW CLF COU MXV USN UYI UYW), precious metals (XAU XAG XPT XPD), units
 * of account and bond-market units (XDR XSU XUA XBA XBB XBC XBD) and the testing and "no
 * currency" codes (XTS XXX). Codes already replaced by a successor are left out: ANG (XCG since
 * 2025), SLL (SLE), ZWL (ZWG), HRK and BGN (the euro), CUC (withdrawn in Cuba).
 */
export const ISO_CURRENCY_CODES = [
  'AED', 'AFN', 'ALL', 'AMD', 'AOA', 'ARS', 'AUD', 'AWG', 'AZN', 'BAM', 'BBD', 'BDT', 'BHD',
  'BIF', 'BMD', 'BND', 'BOB', 'BRL', 'BSD', 'BTN', 'BWP', 'BYN', 'BZD', 'CAD', 'CDF', 'CHF',
  'CLP', 'CNY', 'COP', 'CRC', 'CUP', 'CVE', 'CZK', 'DJF', 'DKK', 'DOP', 'DZD', 'EGP', 'ERN',
  'ETB', 'EUR', 'FJD', 'FKP', 'GBP', 'GEL', 'GHS', 'GIP', 'GMD', 'GNF', 'GTQ', 'GYD', 'HKD',
  'HNL', 'HTG', 'HUF', 'IDR', 'ILS', 'INR', 'IQD', 'IRR', 'ISK', 'JMD', 'JOD', 'JPY', 'KES',
  'KGS', 'KHR', 'KMF', 'KPW', 'KRW', 'KWD', 'KYD', 'KZT', 'LAK', 'LBP', 'LKR', 'LRD', 'LSL',
  'LYD', 'MAD', 'MDL', 'MGA', 'MKD', 'MMK', 'MNT', 'MOP', 'MRU', 'MUR', 'MVR', 'MWK', 'MXN',
  'MYR', 'MZN', 'NAD', 'NGN', 'NIO', 'NOK', 'NPR', 'NZD', 'OMR', 'PAB', 'PEN', 'PGK', 'PHP',
  'PKR', 'PLN', 'PYG', 'QAR', 'RON', 'RSD', 'RUB', 'RWF', 'SAR', 'SBD', 'SCR', 'SDG', 'SEK',
  'SGD', 'SHP', 'SLE', 'SOS', 'SRD', 'SSP', 'STN', 'SVC', 'SYP', 'SZL', 'THB', 'TJS', 'TMT',
  'TND', 'TOP', 'TRY', 'TTD', 'TWD', 'TZS', 'UAH', 'UGX', 'USD', 'UYU', 'UZS', 'VED', 'VES',
  'VND', 'VUV', 'WST', 'XAF', 'XCD', 'XCG', 'XOF', 'XPF', 'YER', 'ZAR', 'ZMW', 'ZWG',
] as const;
export type IsoCurrencyCode = (typeof ISO_CURRENCY_CODES)[number];

/**
 * The national currencies of the blocked countries (spec §9: Russia, Belarus, DPRK, Iran) are
 * never offered either: RUB, BYN, KPW, IRR.
 */
export const BLOCKED_CURRENCY_CODES = [
  'RUB',
  'BYN',
  'KPW',
  'IRR',
] as const satisfies readonly IsoCurrencyCode[];

export function isBlockedCurrency(code: string): boolean {
  return (BLOCKED_CURRENCY_CODES as readonly string[]).includes(code.toUpperCase());
}

export const OFFERED_CURRENCY_CODES: readonly IsoCurrencyCode[] = ISO_CURRENCY_CODES.filter(
  (code) => !isBlockedCurrency(code),
);

/**
 * The currencies of almost every Ukrainian export contract come first in the currency list:
 * the hryvnia, then the US dollar and the euro; the rest follow by name.
 */
export const LEADING_CURRENCY_CODES = ['UAH', 'USD', 'EUR'] as const satisfies readonly IsoCurrencyCode[];

/**
 * Names for codes newer than some ICU versions the portal runs on (Node 20 to 24): ICU is
 * asked first, these are used only where it has no name of its own.
 */
const CURRENCY_NAME_FALLBACKS: Partial<Record<IsoCurrencyCode, Record<ApiLocale, string>>> = {
  VED: { uk: 'венесуельський цифровий болівар', en: 'Venezuelan digital bolívar' },
  XCG: { uk: 'карибський гульден', en: 'Caribbean guilder' },
  ZWG: { uk: 'зімбабвійський золотий', en: 'Zimbabwe Gold' },
};

const displayNames = new Map<string, Intl.DisplayNames>();

function getDisplayNames(locale: ApiLocale, type: 'region' | 'currency'): Intl.DisplayNames {
  const key = `${locale}|${type}`;
  let names = displayNames.get(key);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type, fallback: 'none' });
    displayNames.set(key, names);
  }
  return names;
}

/** A country's (or UN M49 area's) name from ICU in the given language; the code if ICU has none. */
export function getCountryName(code: string, locale: ApiLocale): string {
  const name = getDisplayNames(locale, 'region').of(code);
  return name && name !== code ? name : code;
}

/** A currency's name from ICU in the given language, with the fallbacks above. */
export function getCurrencyName(code: string, locale: ApiLocale): string {
  const name = getDisplayNames(locale, 'currency').of(code);
  if (name && name !== code) return name;
  return CURRENCY_NAME_FALLBACKS[code as IsoCurrencyCode]?.[locale] ?? code;
}
