import {
  DEFAULT_UI_LOCALE,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE_SECONDS,
  preferredUiLocale,
  readLocaleCookie,
  type UiLocale,
} from '@portal/contract';

/** English lives under /en; Ukrainian has no prefix (spec §2). */
export function getLocaleFromPath(pathname: string): UiLocale {
  return pathname === '/en' || pathname.startsWith('/en/') ? 'en' : 'ua';
}

/** The path without its language prefix: `/en/faq` → `/faq`, `/en` → `/`. */
export function stripLocale(pathname: string): string {
  if (getLocaleFromPath(pathname) === 'ua') return pathname || '/';
  const rest = pathname.slice(3);
  return rest === '' ? '/' : rest;
}

/**
 * The same page in the given language. A query string or hash is kept:
 * `localizePath('/?target=platform', 'en')` → `/en?target=platform`.
 */
export function localizePath(path: string, locale: UiLocale): string {
  const cut = path.search(/[?#]/);
  const pathname = cut === -1 ? path : path.slice(0, cut);
  const tail = cut === -1 ? '' : path.slice(cut);
  const bare = stripLocale(pathname || '/');
  if (locale === DEFAULT_UI_LOCALE) return `${bare}${tail}`;
  return `${bare === '/' ? '/en' : `/en${bare}`}${tail}`;
}

/** Reads the language cookie from a Cookie header (or document.cookie). */
export const getLocaleCookie = readLocaleCookie;

/** The Set-Cookie / document.cookie string that remembers the chosen language for a year. */
export function serializeLocaleCookie(locale: UiLocale): string {
  return `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`;
}

/**
 * The language a visitor prefers (spec §2): the cookie when set, otherwise the first language of
 * Accept-Language that we offer, otherwise `fallback` (Ukrainian for the root path).
 */
export function getPreferredLocale(request: Request, fallback: UiLocale = DEFAULT_UI_LOCALE): UiLocale {
  return preferredUiLocale(
    { cookie: request.headers.get('cookie'), acceptLanguage: request.headers.get('accept-language') },
    fallback,
  );
}

/** Remembers the visitor's language choice in the browser (the switcher calls it before leaving). */
export function rememberLocale(locale: UiLocale): void {
  document.cookie = serializeLocaleCookie(locale);
}
