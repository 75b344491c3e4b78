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

/** A cookie's value in a Cookie header (or document.cookie), or null when it is absent. */
export function readCookie(cookieHeader: string | null | undefined, name: string): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const [key = '', ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return null;
}

/** The language the visitor chose with the switcher (the cookie), if any. */
export function readLocaleCookie(cookieHeader: string | null | undefined): UiLocale | null {
  const value = readCookie(cookieHeader, LOCALE_COOKIE);
  return value === 'en' ? 'en' : value === 'ua' ? 'ua' : null;
}

/**
 * The language a visitor prefers (spec §2): the cookie when set, otherwise the first language of
 * Accept-Language that we offer, otherwise `fallback`. The web app redirects by it; the server's
 * page cache (decision 053) keys a guest's page by it, so both read it here.
 */
export function preferredUiLocale(
  headers: { cookie: string | null | undefined; acceptLanguage: string | null | undefined },
  fallback: UiLocale = DEFAULT_UI_LOCALE,
): UiLocale {
  const cookie = readLocaleCookie(headers.cookie);
  if (cookie) return cookie;
  const languages = (headers.acceptLanguage ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim().toLowerCase(), q: q === undefined ? 1 : Number(q.slice(2)) };
    })
    .filter((l) => l.tag && !Number.isNaN(l.q) && l.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of languages) {
    if (tag === 'uk' || tag.startsWith('uk-')) return 'ua';
    if (tag === 'en' || tag.startsWith('en-')) return 'en';
  }
  return fallback;
}
