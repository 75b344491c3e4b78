import { describe, expect, it } from 'vitest';
import { createI18n } from './i18n';

/** CLDR categories for Ukrainian: 1, 21 → one; 2–4, 22 → few; 0, 5–20, 25 → many. */
const UKRAINIAN_CASES: ReadonlyArray<[number, string, string]> = [
  [1, 'one', '1 країна'],
  [2, 'few', '2 країни'],
  [5, 'many', '5 країн'],
  [11, 'many', '11 країн'],
  [21, 'one', '21 країна'],
  [22, 'few', '22 країни'],
  [25, 'many', '25 країн'],
];

describe('Ukrainian plural forms', () => {
  const t = createI18n('ua').t;
  const rules = new Intl.PluralRules('uk');

  it.each(UKRAINIAN_CASES)('%i is %s: "%s"', (count, category, text) => {
    expect(rules.select(count)).toBe(category);
    expect(t('landing.countries', { count })).toBe(text);
  });

  it('uses "other" for fractions', () => {
    expect(rules.select(1.5)).toBe('other');
    expect(t('landing.countries', { count: 1.5 })).toBe('1.5 країни');
  });
});

describe('English plural forms', () => {
  const t = createI18n('en').t;

  it.each([
    [1, '1 country'],
    [2, '2 countries'],
    [21, '21 countries'],
  ] as const)('%i → "%s"', (count, text) => {
    expect(t('landing.countries', { count })).toBe(text);
  });
});
