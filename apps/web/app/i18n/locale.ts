import { DEFAULT_UI_LOCALE, LOCALE_COOKIE, type UiLocale } from '@portal/contract';

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

/** The same page in the given language. */
export function localizePath(path: string, locale: UiLocale): string {
  const bare = stripLocale(path);
  if (locale === DEFAULT_UI_LOCALE) return bare;
  return bare === '/' ? '/en' : `/en${bare}`;
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

/**
 * The language a visitor of the root path prefers (spec §2): the cookie when set, otherwise
 * the first language of Accept-Language that we offer, otherwise Ukrainian.
 */
export function getPreferredLocale(request: Request): UiLocale {
  const cookie = getLocaleCookie(request.headers.get('cookie'));
  if (cookie) return cookie;
  const accept = request.headers.get('accept-language') ?? '';
  const languages = accept
    .split(',')
    .map((part) => {
      const [tag = '', q] = part.trim().split(';q=');
      return { tag: tag.toLowerCase(), q: q === undefined ? 1 : Number(q) };
    })
    .filter((l) => l.tag && !Number.isNaN(l.q))
    .sort((a, b) => b.q - a.q);
  for (const { tag } of languages) {
    if (tag.startsWith('uk')) return 'ua';
    if (tag.startsWith('en')) return 'en';
  }
  return DEFAULT_UI_LOCALE;
}
