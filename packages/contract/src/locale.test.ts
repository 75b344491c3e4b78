import { describe, expect, it } from 'vitest';
import {
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE_SECONDS,
  LOCALE_ISO,
  isUiLocale,
  parseApiLocale,
  toApiLocale,
  toUiLocale,
} from './locale';

describe('spec §2 API locale from X-Localization: uk by default, en', () => {
  it.each(['en', 'EN', ' en ', 'en-US', 'en_GB'])('%j reads as en', (value) => {
    expect(parseApiLocale(value)).toBe('en');
  });

  it.each(['uk', 'ua', 'UK', 'uk-UA', 'de', 'ru', '', 'e', 'fr'])('%j reads as uk', (value) => {
    expect(parseApiLocale(value)).toBe('uk');
  });

  it.each([undefined, null, 42, ['en']])('a missing or non-string header (%j) reads as uk', (value) => {
    expect(parseApiLocale(value)).toBe('uk');
  });
});

describe('spec §2, §9 interface locales', () => {
  it('ua ↔ uk and en ↔ en between interface and API', () => {
    expect(toApiLocale('ua')).toBe('uk');
    expect(toApiLocale('en')).toBe('en');
    expect(toUiLocale('uk')).toBe('ua');
    expect(toUiLocale('en')).toBe('en');
  });

  it('only ua and en are interface locales', () => {
    expect(isUiLocale('ua')).toBe(true);
    expect(isUiLocale('en')).toBe(true);
    expect(isUiLocale('uk')).toBe(false);
    expect(isUiLocale(undefined)).toBe(false);
  });

  it('ISO tags uk-UA and en-US; the locale cookie i18n_redirected lives 365 days', () => {
    expect(LOCALE_ISO).toEqual({ ua: 'uk-UA', en: 'en-US' });
    expect(LOCALE_COOKIE).toBe('i18n_redirected');
    expect(LOCALE_COOKIE_MAX_AGE_SECONDS).toBe(365 * 86_400);
  });
});
