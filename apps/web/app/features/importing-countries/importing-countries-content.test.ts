import { describe, expect, it } from 'vitest';
import { buildCountryHref, parseCountryParam, summarize } from './importing-countries-content';

describe('/importing-countries: the chosen country lives in the URL (spec §2)', () => {
  it('reads two-letter codes in any case', () => {
    expect(parseCountryParam('PL')).toBe('PL');
    expect(parseCountryParam(' ca ')).toBe('CA');
  });

  it('ignores anything else', () => {
    expect(parseCountryParam(null)).toBeNull();
    expect(parseCountryParam('')).toBeNull();
    expect(parseCountryParam('POL')).toBeNull();
    expect(parseCountryParam('1')).toBeNull();
    expect(parseCountryParam('Пл')).toBeNull();
  });

  it('links a country on the same page in either language and lands on its information', () => {
    expect(buildCountryHref('/importing-countries', 'PL')).toBe(
      '/importing-countries?country=PL#country-info',
    );
    expect(buildCountryHref('/en/profile/importing-countries', 'JP')).toBe(
      '/en/profile/importing-countries?country=JP#country-info',
    );
    expect(buildCountryHref('/importing-countries', null)).toBe('/importing-countries');
  });
});

describe("the chosen country's page description", () => {
  it('keeps a short text and cuts a long one at a word', () => {
    expect(summarize('Poland is near.')).toBe('Poland is near.');
    const long =
      'Poland is the nearest large EU market for Ukrainian producers and one of the largest partners. '.repeat(
        3,
      );
    const result = summarize(long);
    expect(result.length).toBeLessThanOrEqual(160);
    expect(result.endsWith('…')).toBe(true);
    expect(result).not.toMatch(/\s…$/);
  });
});
