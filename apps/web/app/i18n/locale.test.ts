import { describe, expect, it } from 'vitest';
import {
  getLocaleCookie,
  getLocaleFromPath,
  getPreferredLocale,
  localizePath,
  serializeLocaleCookie,
  stripLocale,
} from './locale';

function request(headers: Record<string, string>): Request {
  return new Request('http://localhost/', { headers });
}

describe('getLocaleFromPath', () => {
  it.each([
    ['/', 'ua'],
    ['/faq', 'ua'],
    ['/en', 'en'],
    ['/en/', 'en'],
    ['/en/faq', 'en'],
    ['/english', 'ua'],
    ['/enterprise/en', 'ua'],
  ] as const)('%s → %s', (path, locale) => {
    expect(getLocaleFromPath(path)).toBe(locale);
  });
});

describe('stripLocale', () => {
  it.each([
    ['/en', '/'],
    ['/en/', '/'],
    ['/en/auth/login', '/auth/login'],
    ['/auth/login', '/auth/login'],
    ['/', '/'],
    ['', '/'],
  ])('%s → %s', (path, bare) => {
    expect(stripLocale(path)).toBe(bare);
  });
});

describe('localizePath', () => {
  it.each([
    ['/', 'en', '/en'],
    ['/', 'ua', '/'],
    ['/faq', 'en', '/en/faq'],
    ['/en/faq', 'ua', '/faq'],
    ['/en/faq', 'en', '/en/faq'],
    ['/?target=platform', 'en', '/en?target=platform'],
    ['/en?target=platform', 'ua', '/?target=platform'],
    ['/profile/my-company#subscription-info', 'en', '/en/profile/my-company#subscription-info'],
    ['/en/faq?page=2#top', 'ua', '/faq?page=2#top'],
  ] as const)('%s in %s → %s', (path, locale, expected) => {
    expect(localizePath(path, locale)).toBe(expected);
  });
});

describe('locale cookie', () => {
  it('reads i18n_redirected among other cookies', () => {
    expect(getLocaleCookie('token=abc; i18n_redirected=en; other=1')).toBe('en');
    expect(getLocaleCookie('i18n_redirected=ua')).toBe('ua');
    expect(getLocaleCookie('i18n_redirected=de')).toBeNull();
    expect(getLocaleCookie('')).toBeNull();
    expect(getLocaleCookie(null)).toBeNull();
  });

  it('is written for a year, site-wide, SameSite=Lax', () => {
    expect(serializeLocaleCookie('en')).toBe('i18n_redirected=en; Path=/; Max-Age=31536000; SameSite=Lax');
  });
});

describe('getPreferredLocale', () => {
  it('falls back to Ukrainian without cookie or Accept-Language', () => {
    expect(getPreferredLocale(request({}))).toBe('ua');
  });

  it('prefers the cookie over the browser language', () => {
    expect(getPreferredLocale(request({ cookie: 'i18n_redirected=ua', 'accept-language': 'en-US' }))).toBe(
      'ua',
    );
    expect(getPreferredLocale(request({ cookie: 'i18n_redirected=en', 'accept-language': 'uk' }))).toBe('en');
  });

  it('ignores an unknown cookie value', () => {
    expect(getPreferredLocale(request({ cookie: 'i18n_redirected=fr', 'accept-language': 'en' }))).toBe('en');
  });

  it('follows Accept-Language by quality, not by order', () => {
    expect(getPreferredLocale(request({ 'accept-language': 'uk;q=0.4, en-GB;q=0.9' }))).toBe('en');
    expect(getPreferredLocale(request({ 'accept-language': 'en;q=0.5, uk-UA' }))).toBe('ua');
    expect(getPreferredLocale(request({ 'accept-language': 'en-US,en;q=0.9,uk;q=0.8' }))).toBe('en');
  });

  it('skips languages it does not offer and q=0', () => {
    expect(getPreferredLocale(request({ 'accept-language': 'de-DE, fr;q=0.9, en;q=0.1' }))).toBe('en');
    expect(getPreferredLocale(request({ 'accept-language': 'en;q=0, de' }))).toBe('ua');
    expect(getPreferredLocale(request({ 'accept-language': 'pl, de' }))).toBe('ua');
  });

  it('does not take look-alike tags for Ukrainian or English', () => {
    expect(getPreferredLocale(request({ 'accept-language': 'ukr, eng' }))).toBe('ua');
  });
});
