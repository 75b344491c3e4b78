import { describe, expect, it } from 'vitest';
import { findCountries } from './find-countries';
import { getTodayInKyiv } from './find-country-actions';
import { findCurrencies } from './find-currencies';
import { findIncoterms, isIncotermsPageCached } from './find-incoterms';

describe('reference lists computed without the database', () => {
  it('countries: 245, sorted by the collation of the language, never a blocked country', () => {
    for (const locale of ['uk', 'en'] as const) {
      const countries = findCountries(locale);
      expect(countries).toHaveLength(245);
      const names = countries.map((country) => country.name);
      expect(names).toEqual([...names].sort(new Intl.Collator(locale).compare));
      for (const code of ['RU', 'BY', 'KP', 'IR']) expect(countries.map((c) => c.code)).not.toContain(code);
    }
  });

  it('currencies: UAH, USD, EUR first, then by name', () => {
    const currencies = findCurrencies('uk');
    expect(currencies.slice(0, 3).map((currency) => currency.code)).toEqual(['UAH', 'USD', 'EUR']);
    const rest = currencies.slice(3).map((currency) => currency.name);
    expect(rest).toEqual([...rest].sort(new Intl.Collator('uk').compare));
  });

  it('incoterms: 6 on page 1, 5 on page 2, none after; only existing pages are cached', () => {
    expect(findIncoterms('en', 1).items).toHaveLength(6);
    expect(findIncoterms('en', 2).items.map((rule) => rule.code)).toEqual([
      'DDP',
      'FAS',
      'FOB',
      'CFR',
      'CIF',
    ]);
    expect(findIncoterms('uk', 3)).toEqual({
      items: [],
      meta: { current_page: 3, per_page: 6, total: 11, last_page: 2 },
    });
    expect([1, 2, 3, 1000].map(isIncotermsPageCached)).toEqual([true, true, false, false]);
  });

  it("the portal's day is Kyiv's: a late UTC evening is already tomorrow in Ukraine", () => {
    expect(getTodayInKyiv(new Date('2026-11-21T21:59:00Z'))).toBe('2026-11-21');
    expect(getTodayInKyiv(new Date('2026-11-21T22:30:00Z'))).toBe('2026-11-22');
    expect(getTodayInKyiv(new Date('2027-07-01T21:30:00Z'))).toBe('2027-07-02'); // summer time, UTC+3
  });
});
