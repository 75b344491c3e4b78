import {
  DEFAULT_UI_LOCALE,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE_SECONDS,
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
export function getLocaleCookie(cookieHeader: string | null | undefined): UiLocale | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === LOCALE_COOKIE) return value === 'en' ? 'en' : value === 'ua' ? 'ua' : null;
  }
  return null;
}

/** The Set-Cookie / document.cookie string that remembers the chosen language for a year. */
export function serializeLocaleCookie(locale: UiLocale): string {
  return `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`;
}

/**
 * The language a visitor prefers (spec §2): the cookie when set, otherwise the first language of
 * Accept-Language that we offer, otherwise `fallback` (Ukrainian for the root path).
 */
export function getPreferredLocale(request: Request, fallback: UiLocale = DEFAULT_UI_LOCALE): UiLocale {
  const cookie = getLocaleCookie(request.headers.get('cookie'));
  if (cookie) return cookie;
  const accept = request.headers.get('accept-language') ?? '';
  const languages = accept
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

/** Remembers the visitor's language choice in the browser (the switcher calls it before leaving). */
export function rememberLocale(locale: UiLocale): void {
  document.cookie = serializeLocaleCookie(locale);
}
