import { describe, expect, it } from 'vitest';
import { getCountryName, summarizeCountries } from './country-names';

describe('country names in list rows', () => {
  it('names a country in the page’s language', () => {
    expect(getCountryName('PL', 'ua')).toBe('Польща');
    expect(getCountryName('PL', 'en')).toBe('Poland');
  });

  it('keeps an unknown code as it is', () => {
    expect(getCountryName('not-a-code', 'en')).toBe('not-a-code');
  });

  it('shows the first three and counts the rest', () => {
    expect(summarizeCountries(['PL', 'DE', 'FR', 'IT', 'ES'], 'en')).toEqual({
      names: 'Poland, Germany, France',
      more: 2,
    });
    expect(summarizeCountries([], 'ua')).toEqual({ names: '', more: 0 });
  });
});
