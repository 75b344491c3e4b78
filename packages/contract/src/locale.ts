/** Interface locale codes (spec §2): Ukrainian has no URL prefix, English lives under /en. */
export const UI_LOCALES = ['ua', 'en'] as const;
export type UiLocale = (typeof UI_LOCALES)[number];
export const DEFAULT_UI_LOCALE: UiLocale = 'ua';

/** Locale codes the API speaks, sent in `X-Localization` (spec §2, §7). */
export const API_LOCALES = ['uk', 'en'] as const;
export type ApiLocale = (typeof API_LOCALES)[number];
export const DEFAULT_API_LOCALE: ApiLocale = 'uk';

/** ISO tags of the two locales (spec §9). */
export const LOCALE_ISO: Record<UiLocale, string> = { ua: 'uk-UA', en: 'en-US' };

export const LOCALE_COOKIE = 'i18n_redirected';
export const LOCALE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
export const LOCALIZATION_HEADER = 'x-localization';

export function toApiLocale(locale: UiLocale): ApiLocale {
  return locale === 'ua' ? 'uk' : 'en';
}

export function toUiLocale(locale: ApiLocale): UiLocale {
  return locale === 'uk' ? 'ua' : 'en';
}

export function isUiLocale(value: unknown): value is UiLocale {
  return value === 'ua' || value === 'en';
}

/** Reads `X-Localization`; anything but a known code falls back to Ukrainian. */
export function parseApiLocale(value: unknown): ApiLocale {
  if (typeof value !== 'string') return DEFAULT_API_LOCALE;
  const code = value.trim().toLowerCase().slice(0, 2);
  if (code === 'en') return 'en';
  return DEFAULT_API_LOCALE;
}
