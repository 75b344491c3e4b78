import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { getReferenceDir } from '../paths';
import { parseDemoCountryActions, parseGeoCountries, parseServices } from './geo-files';

const read = (file: string) => readFileSync(join(getReferenceDir(), 'geo', file), 'utf8');
const countriesText = read('countries.json');

type CountryEntry = {
  code: string;
  region: string;
  info: { uk: Record<string, unknown>; en: Record<string, unknown> };
};

function withCountries(change: (countries: CountryEntry[]) => void): string {
  const countries = JSON.parse(countriesText) as CountryEntry[];
  change(countries);
  return JSON.stringify(countries);
}

describe('reference/geo/countries.json: the importing countries (DOMAIN.md, spec §9)', () => {
  it('holds 32 countries: Europe 17, Americas 9, Asia 6, none of them blocked', () => {
    const countries = parseGeoCountries(countriesText);
    expect(countries).toHaveLength(32);
    const count = (region: string) => countries.filter((country) => country.region === region).length;
    expect([count('europe'), count('americas'), count('asia')]).toEqual([17, 9, 6]);
    for (const code of ['RU', 'BY', 'KP', 'IR'])
      expect(countries.map((country) => country.code)).not.toContain(code);
  });

  it('the import refuses a blocked country, whatever its place in the file', () => {
    for (const code of ['RU', 'BY', 'KP', 'IR']) {
      const text = withCountries((countries) => {
        countries[0]!.code = code;
      });
      expect(() => parseGeoCountries(text), code).toThrow(/blocked country/);
    }
  });

  it('the import refuses wrong group sizes, a code twice, a non-ISO code and missing texts', () => {
    expect(() => parseGeoCountries(withCountries((countries) => countries.pop()))).toThrow(
      /asia has 5 countries/,
    );
    expect(() =>
      parseGeoCountries(
        withCountries((countries) => {
          countries[1]!.code = countries[0]!.code;
        }),
      ),
    ).toThrow(/appears twice/);
    expect(() =>
      parseGeoCountries(
        withCountries((countries) => {
          countries[0]!.code = 'XK';
        }),
      ),
    ).toThrow(/not an ISO 3166-1/);
    expect(() =>
      parseGeoCountries(
        withCountries((countries) => {
          countries[0]!.info.en.summary = ' ';
        }),
      ),
    ).toThrow(/info\.en\.summary/);
    expect(() =>
      parseGeoCountries(
        withCountries((countries) => {
          countries[0]!.info.uk.demandedGoods = ['Зерно'];
        }),
      ),
    ).toThrow(/4 to 6 texts/);
  });
});

describe('reference/geo/services.json and demo-country-actions.json', () => {
  it('services: 8 to 10, unique kebab-case slugs, texts in both languages, positions in file order', () => {
    const services = parseServices(read('services.json'));
    expect(services.length).toBeGreaterThanOrEqual(8);
    expect(services.length).toBeLessThanOrEqual(10);
    expect(services.map((service) => service.position)).toEqual(services.map((_, i) => i + 1));
    expect(() => parseServices(JSON.stringify([{ slug: 'Bad Slug', is_free: true }]))).toThrow(/kebab-case/);
  });

  it('demo actions: 8 to 10 events of 2027 in importing countries, the start not after the end', () => {
    const actions = parseDemoCountryActions(read('demo-country-actions.json'));
    const codes = new Set(parseGeoCountries(countriesText).map((country) => country.code));
    expect(actions.length).toBeGreaterThanOrEqual(8);
    expect(actions.length).toBeLessThanOrEqual(10);
    for (const action of actions) {
      expect(codes.has(action.country), action.slug).toBe(true);
      expect(action.starts_on >= '2027-01-01' && action.ends_on <= '2027-12-31', action.slug).toBe(true);
    }
  });
});
