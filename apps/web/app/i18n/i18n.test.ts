import { describe, expect, it } from 'vitest';
import { createI18n } from './i18n';

describe('ARCHITECTURE §6: one i18next instance per request', () => {
  it('gives each request its own language over the shared catalogues', () => {
    const ua = createI18n('ua');
    const en = createI18n('en');
    expect(ua).not.toBe(en);
    expect(ua.language).toBe('uk');
    expect(en.language).toBe('en');
    expect(ua.t('errors.notFoundTitle')).toBe('Сторінка не знайдена');
    expect(en.t('errors.notFoundTitle')).toBe('Page not found');
  });

  it("a change of one request's language does not leak into another's", async () => {
    const first = createI18n('ua');
    const second = createI18n('ua');
    await first.changeLanguage('en');
    expect(first.t('errors.notFoundTitle')).toBe('Page not found');
    expect(second.t('errors.notFoundTitle')).toBe('Сторінка не знайдена');
    expect(createI18n('ua').t('errors.notFoundTitle')).toBe('Сторінка не знайдена');
  });
});
