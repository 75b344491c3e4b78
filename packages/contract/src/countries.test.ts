import { describe, expect, it } from 'vitest';
import { BLOCKED_COUNTRY_CODES } from './constants';
import {
  BLOCKED_CURRENCY_CODES,
  getCountryName,
  getCurrencyName,
  isBlockedCurrency,
  isIsoCountryCode,
  ISO_COUNTRY_CODES,
  ISO_CURRENCY_CODES,
  LEADING_CURRENCY_CODES,
  OFFERED_COUNTRY_CODES,
  OFFERED_CURRENCY_CODES,
} from './countries';

describe('ISO 3166-1 alpha-2: the committed list of country codes', () => {
  it('holds the 249 officially assigned codes, unique and in order', () => {
    expect(ISO_COUNTRY_CODES).toHaveLength(249);
    expect(new Set(ISO_COUNTRY_CODES).size).toBe(249);
    expect([...ISO_COUNTRY_CODES]).toEqual([...ISO_COUNTRY_CODES].sort());
    for (const code of ISO_COUNTRY_CODES) expect(code).toMatch(/^[A-Z]{2}$/);
  });

  it('leaves out codes ICU knows that are not countries (deprecated, reserved, user-assigned)', () => {
    for (const code of ['AN', 'BU', 'CS', 'DD', 'EU', 'EZ', 'QO', 'UN', 'XA', 'XB', 'XK', 'YU', 'ZR', 'ZZ']) {
      expect(isIsoCountryCode(code), code).toBe(false);
    }
  });

  it('ICU names every code in Ukrainian and in English', () => {
    for (const code of ISO_COUNTRY_CODES) {
      expect(getCountryName(code, 'uk'), code).not.toBe(code);
      expect(getCountryName(code, 'en'), code).not.toBe(code);
    }
    expect(getCountryName('UA', 'uk')).toBe('Україна');
    expect(getCountryName('UA', 'en')).toBe('Ukraine');
  });

  it('spec §9: the offered list is the ISO list without Russia, Belarus, the DPRK and Iran', () => {
    expect(OFFERED_COUNTRY_CODES).toHaveLength(245);
    for (const code of BLOCKED_COUNTRY_CODES) {
      expect(ISO_COUNTRY_CODES).toContain(code);
      expect(OFFERED_COUNTRY_CODES).not.toContain(code);
    }
  });
});

describe('ISO 4217: the committed list of currency codes', () => {
  it('holds unique three-letter codes in order', () => {
    expect(new Set(ISO_CURRENCY_CODES).size).toBe(ISO_CURRENCY_CODES.length);
    expect([...ISO_CURRENCY_CODES]).toEqual([...ISO_CURRENCY_CODES].sort());
    for (const code of ISO_CURRENCY_CODES) expect(code).toMatch(/^[A-Z]{3}$/);
  });

  it('holds no fund, metal, unit-of-account or test code, nor a replaced one', () => {
    const excluded = [
      ...['BOV', 'CHE', 'CHW', 'CLF', 'COU', 'MXV', 'USN', 'UYI', 'UYW'],
      ...['XAU', 'XAG', 'XPT', 'XPD', 'XDR', 'XSU', 'XUA', 'XBA', 'XBB', 'XBC', 'XBD', 'XTS', 'XXX'],
      ...['ANG', 'SLL', 'ZWL', 'HRK', 'BGN', 'CUC'],
    ];
    for (const code of excluded) expect(ISO_CURRENCY_CODES as readonly string[], code).not.toContain(code);
  });

  it('spec §9: the currencies of the blocked countries are not offered', () => {
    expect([...BLOCKED_CURRENCY_CODES].sort()).toEqual(['BYN', 'IRR', 'KPW', 'RUB']);
    for (const code of BLOCKED_CURRENCY_CODES) {
      expect(isBlockedCurrency(code.toLowerCase())).toBe(true);
      expect(OFFERED_CURRENCY_CODES).not.toContain(code);
    }
    expect(OFFERED_CURRENCY_CODES).toHaveLength(ISO_CURRENCY_CODES.length - BLOCKED_CURRENCY_CODES.length);
  });

  it('every offered currency has a name in both languages (ICU, or our fallback where ICU has none)', () => {
    for (const code of OFFERED_CURRENCY_CODES) {
      expect(getCurrencyName(code, 'uk'), code).not.toBe(code);
      expect(getCurrencyName(code, 'en'), code).not.toBe(code);
    }
    expect(getCurrencyName('UAH', 'uk')).toBe('українська гривня');
    expect(getCurrencyName('VED', 'uk')).toMatch(/болівар/);
  });

  it('the leading currencies are offered ones: UAH, USD, EUR', () => {
    expect(LEADING_CURRENCY_CODES).toEqual(['UAH', 'USD', 'EUR']);
    for (const code of LEADING_CURRENCY_CODES) expect(OFFERED_CURRENCY_CODES).toContain(code);
  });
});
