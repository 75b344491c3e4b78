import { describe, expect, it } from 'vitest';
import { createI18n } from './i18n';

describe('ARCHITECTURE §6: one i18n instance per request', () => {
  it('gives each request its own language over the shared catalogues', () => {
    const ua = createI18n('ua');
    const en = createI18n('en');
    expect(ua).not.toBe(en);
    expect(ua.language).toBe('uk');
    expect(en.language).toBe('en');
    expect(ua.t('errors.notFoundTitle')).toBe('Сторінка не знайдена');
    expect(en.t('errors.notFoundTitle')).toBe('Page not found');
  });

  it('an instance keeps its language: another language is another instance', () => {
    const first = createI18n('ua');
    expect(first.getFixedT('en')('errors.notFoundTitle')).toBe('Page not found');
    expect(first.t('errors.notFoundTitle')).toBe('Сторінка не знайдена');
    expect(first.language).toBe('uk');
  });
});
