import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BLOCKED_COUNTRY_CODES,
  BLOCKED_CURRENCY_CODES,
  CountriesResponseSchema,
  CurrenciesResponseSchema,
  ISO_COUNTRY_CODES,
  endpoints,
  type AnyEndpoint,
  type EndpointData,
} from '@portal/contract';
import { call, callOk, type CallOptions } from './call';
import { buildTestApp, type TestApp } from './helpers';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp();
});

afterAll(async () => {
  await testApp?.close();
});

function get<E extends AnyEndpoint>(entry: E, options: CallOptions = {}) {
  return call(testApp.app, entry, {}, options);
}

function getData<E extends AnyEndpoint>(entry: E, locale: 'uk' | 'en'): Promise<EndpointData<E>> {
  return callOk(testApp.app, entry, {}, { locale });
}

const { listCountries, listCurrencies } = endpoints;

/** ICU also names codes that are not countries; none of them may appear. */
const NOT_COUNTRIES = ['AN', 'BU', 'CS', 'DD', 'EU', 'EZ', 'QO', 'UN', 'XA', 'XB', 'XK', 'YU', 'ZR', 'ZZ'];

describe('spec §7 GET /common/get-countries: every ISO 3166-1 country, named from ICU', () => {
  it('answers 245 countries (249 ISO codes less the blocked four), in Ukrainian by default', async () => {
    const response = await get(listCountries);
    expect(response.status).toBe(200);
    expect(CountriesResponseSchema.strict().safeParse(response.body).success).toBe(true);
    const data = response.data;
    expect(data).toHaveLength(ISO_COUNTRY_CODES.length - BLOCKED_COUNTRY_CODES.length);
    expect(new Set(data.map((country) => country.code)).size).toBe(data.length);
    expect(data).toContainEqual({ code: 'UA', name: 'Україна' });
    expect(data).toContainEqual({ code: 'PL', name: 'Польща' });
    expect(data).toContainEqual({ code: 'DE', name: 'Німеччина' });
    for (const country of data) {
      expect(country.code).toMatch(/^[A-Z]{2}$/);
      expect(country.name, country.code).not.toBe(country.code);
    }
  });

  it('answers in English with X-Localization: en', async () => {
    const data = await getData(listCountries, 'en');
    expect(data).toContainEqual({ code: 'UA', name: 'Ukraine' });
    expect(data).toContainEqual({ code: 'JP', name: 'Japan' });
  });

  it('is sorted by name with the collation of the language (spec §3: alphabetical)', async () => {
    for (const locale of ['uk', 'en'] as const) {
      const names = (await getData(listCountries, locale)).map((country) => country.name);
      expect(names).toEqual([...names].sort(new Intl.Collator(locale).compare));
    }
    const uk = (await getData(listCountries, 'uk')).map((country) => country.code);
    // Ukrainian order: Ґ after Г, Є after Е, І and Ї after И.
    expect(uk.indexOf('EG')).toBeGreaterThan(uk.indexOf('EC')); // Єгипет after Еквадор
    expect(uk.indexOf('IS')).toBeGreaterThan(uk.indexOf('ZW')); // Ісландія after Зімбабве
  });

  it('spec §9: Russia, Belarus, the DPRK and Iran never appear, nor any code that is not a country', async () => {
    for (const locale of ['uk', 'en'] as const) {
      const codes = (await getData(listCountries, locale)).map((country) => country.code);
      for (const code of [...BLOCKED_COUNTRY_CODES, ...NOT_COUNTRIES])
        expect(codes, code).not.toContain(code);
    }
  });

  it('is cached: ETag per language, 304 to a matching If-None-Match', async () => {
    const first = await get(listCountries);
    expect(first.response.headers['cache-control']).toMatch(/max-age=\d+/);
    const again = await get(listCountries, {
      headers: { 'if-none-match': String(first.response.headers.etag) },
    });
    expect(again.status).toBe(304);
    expect(again.response.body).toBe('');
    const english = await get(listCountries, { locale: 'en' });
    expect(english.response.headers.etag).not.toBe(first.response.headers.etag);
  });
});

describe('spec §7 GET /common/get-currency: ISO 4217 currencies, named from ICU', () => {
  it('answers UAH, USD, EUR first, then the rest by Ukrainian name', async () => {
    const response = await get(listCurrencies);
    expect(response.status).toBe(200);
    expect(CurrenciesResponseSchema.strict().safeParse(response.body).success).toBe(true);
    const data = response.data;
    expect(data.slice(0, 3)).toEqual([
      { code: 'UAH', name: 'українська гривня' },
      { code: 'USD', name: 'долар США' },
      { code: 'EUR', name: 'євро' },
    ]);
    const rest = data.slice(3).map((currency) => currency.name);
    expect(rest).toEqual([...rest].sort(new Intl.Collator('uk').compare));
    expect(data).toContainEqual({ code: 'PLN', name: 'польський злотий' });
    expect(new Set(data.map((currency) => currency.code)).size).toBe(data.length);
    for (const currency of data) expect(currency.name, currency.code).not.toBe(currency.code);
  });

  it('answers in English with X-Localization: en', async () => {
    const data = await getData(listCurrencies, 'en');
    expect(data.slice(0, 3).map((currency) => currency.code)).toEqual(['UAH', 'USD', 'EUR']);
    expect(data[0]?.name).toBe('Ukrainian Hryvnia');
    expect(data).toContainEqual({ code: 'GBP', name: 'British Pound' });
    const rest = data.slice(3).map((currency) => currency.name);
    expect(rest).toEqual([...rest].sort(new Intl.Collator('en').compare));
  });

  it('spec §9: no currency of a blocked country (RUB, BYN, KPW, IRR); no funds, metals or test codes', async () => {
    for (const locale of ['uk', 'en'] as const) {
      const codes = (await getData(listCurrencies, locale)).map((currency) => currency.code);
      const excluded = [
        ...BLOCKED_CURRENCY_CODES,
        'XAU',
        'XAG',
        'XPT',
        'XPD',
        'XTS',
        'XXX',
        'XDR',
        'XBA',
        'XBD',
        'XSU',
        'XUA',
        'CLF',
        'USN',
      ];
      for (const code of excluded) expect(codes, code).not.toContain(code);
    }
  });

  it('is cached: 304 to a matching If-None-Match', async () => {
    const first = await get(listCurrencies, { locale: 'en' });
    expect(first.response.headers.etag).toMatch(/^"[\w-]+"$/);
    const again = await get(listCurrencies, {
      locale: 'en',
      headers: { 'if-none-match': String(first.response.headers.etag) },
    });
    expect(again.status).toBe(304);
  });
});
