import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDate, formatDateRange, formatDateTime, formatMoney, formatNumber } from './format';

const NBSP = '\u00a0';

describe('numbers in the page language (issue 13 §4)', () => {
  it('Ukrainian decimal comma', () => {
    expect(formatNumber(1.15, 'ua')).toBe('1,15');
  });

  it('Ukrainian thousands with a non-breaking space', () => {
    expect(formatNumber(1234, 'ua')).toBe(`1${NBSP}234`);
    expect(formatNumber(12_500.5, 'ua')).toBe(`12${NBSP}500,5`);
    expect(formatNumber(1_234_567, 'ua')).not.toMatch(/[ \u202f]/);
  });

  it('English decimal point and thousands comma', () => {
    expect(formatNumber(1.15, 'en')).toBe('1.15');
    expect(formatNumber(1234, 'en')).toBe('1,234');
  });

  it('reads the API’s decimal strings', () => {
    expect(formatNumber('12500.5', 'ua')).toBe(`12${NBSP}500,5`);
    expect(formatNumber('0.125', 'en')).toBe('0.125');
  });

  it('at most three decimals unless told otherwise', () => {
    expect(formatNumber(1.23456, 'en')).toBe('1.235');
    expect(formatNumber(1.5, 'ua', { minimumFractionDigits: 2 })).toBe('1,50');
  });

  it('keeps a text that is no number as it is', () => {
    expect(formatNumber('about ten', 'en')).toBe('about ten');
    expect(formatNumber('', 'ua')).toBe('');
  });
});

describe('money in the page language', () => {
  /** Intl separates the symbol with a no-break space; compare with a plain one. */
  const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

  it('whole amounts without decimals', () => {
    expect(formatMoney(1990, 'UAH', 'ua')).toBe(`1${NBSP}990${NBSP}₴`);
    expect(formatMoney(1990, 'UAH', 'en')).toBe('₴1,990');
    expect(plain(formatMoney(0, 'UAH', 'ua'))).toBe('0 ₴');
  });

  it('two decimals when there are kopiykas, with the Ukrainian decimal comma', () => {
    expect(plain(formatMoney(1990.5, 'UAH', 'ua'))).toBe('1 990,50 ₴');
    expect(formatMoney(1990.05, 'UAH', 'en')).toBe('₴1,990.05');
  });
});

describe('a day: one format per language', () => {
  it('Ukrainian day as 25.11.2026, English as 25 Nov 2026', () => {
    expect(formatDate('2026-11-25T09:30:00.000Z', 'ua')).toBe('25.11.2026');
    expect(formatDate('2026-11-25T09:30:00.000Z', 'en')).toBe('25 Nov 2026');
  });

  it('a day in Kyiv time across midnight UTC', () => {
    // 23:30 UTC on 24 November is 01:30 on 25 November in Kyiv (UTC+2 in winter)…
    expect(formatDate('2026-11-24T23:30:00.000Z', 'ua')).toBe('25.11.2026');
    // …and 21:30 UTC on 1 July is 00:30 on 2 July (UTC+3 in summer).
    expect(formatDate('2026-07-01T21:30:00.000Z', 'en')).toBe('2 Jul 2026');
  });

  it('a calendar day stays that day', () => {
    expect(formatDate('2030-01-15', 'ua')).toBe('15.01.2030');
    expect(formatDate('2030-12-31', 'en')).toBe('31 Dec 2030');
  });

  it('nothing is an empty text, a value that is no date stays as it is', () => {
    expect(formatDate(null, 'ua')).toBe('');
    expect(formatDate(undefined, 'en')).toBe('');
    expect(formatDate('soon', 'en')).toBe('soon');
  });
});

describe('a moment: the day and the time, in Kyiv time and saying so', () => {
  it('Ukrainian moment with "за Києвом", English with "Kyiv time"', () => {
    expect(formatDateTime('2026-11-21T12:05:00Z', 'ua')).toBe('21.11.2026, 14:05 (за Києвом)');
    expect(formatDateTime('2026-11-21T12:05:00Z', 'en')).toBe('21 Nov 2026, 14:05 (Kyiv time)');
  });

  it('a moment in Kyiv time across midnight UTC, on the 24-hour clock', () => {
    expect(formatDateTime('2026-11-24T23:30:00.000Z', 'en')).toBe('25 Nov 2026, 01:30 (Kyiv time)');
    expect(formatDateTime('2026-07-01T21:30:00.000Z', 'ua')).toBe('02.07.2026, 00:30 (за Києвом)');
  });

  it('nothing is an empty text, a value that is no date stays as it is', () => {
    expect(formatDateTime(null, 'ua')).toBe('');
    expect(formatDateTime('soon', 'en')).toBe('soon');
  });
});

describe('a span of days, in the day format', () => {
  /** Intl pads the English range's dash with thin spaces; compare with plain ones. */
  const plain = (text: string) => text.replace(/[\u2009\u00a0\u202f]/g, ' ');

  it('one day for a one-day span', () => {
    expect(formatDateRange('2027-02-10', '2027-02-10', 'ua')).toBe('10.02.2027');
    expect(formatDateRange('2027-02-10', '2027-02-10', 'en')).toBe('10 Feb 2027');
  });

  it('prints a span with plain spaces around the dash, as the browser does (Node’s ICU prints thin ones: a hydration mismatch)', () => {
    const days = formatDateRange('2098-05-01', '2098-05-03', 'en');
    expect(days).not.toMatch(/[\u2009\u202f]/);
    expect(days).toBe('1 – 3 May 2098');
  });

  it('a range for a longer one', () => {
    expect(plain(formatDateRange('2027-03-16', '2027-03-18', 'ua'))).toBe('16.03.2027 – 18.03.2027');
    expect(plain(formatDateRange('2027-03-16', '2027-03-18', 'en'))).toBe('16 – 18 Mar 2027');
  });

  it('values that are no dates stay as they are', () => {
    expect(formatDateRange('soon', 'soon', 'en')).toBe('soon');
    expect(formatDateRange('soon', 'later', 'ua')).toBe('soon – later');
  });
});

describe('the same text on the server and in the browser', () => {
  /** The module afresh, with no formatter built yet. */
  async function freshModule() {
    vi.resetModules();
    return import('./format');
  }

  /** Watches the formatters built, still building real ones. */
  function watchBuilds<K extends 'NumberFormat' | 'DateTimeFormat'>(name: K) {
    const Original = Intl[name] as unknown as new (...args: unknown[]) => object;
    return vi.spyOn(Intl, name).mockImplementation(function (this: unknown, ...args: unknown[]) {
      return new Original(...args);
    } as never);
  }

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('Kyiv time whatever the machine’s zone', async () => {
    const spy = watchBuilds('DateTimeFormat');
    const format = await freshModule();
    expect(format.formatDateTime('2026-01-01T00:00:00Z', 'ua')).toBe('01.01.2026, 02:00 (за Києвом)');
    format.formatDate('2026-01-01', 'en');
    format.formatDateRange('2026-01-01', '2026-01-03', 'en');
    const zones = spy.mock.calls.map((call) => (call[1] as Intl.DateTimeFormatOptions | undefined)?.timeZone);
    expect(zones.length).toBeGreaterThan(0);
    expect(new Set(zones)).toEqual(new Set(['Europe/Kyiv']));
  });

  it('builds each formatter once per language and options', async () => {
    const spy = watchBuilds('NumberFormat');
    const format = await freshModule();
    const options = { maximumFractionDigits: 1 };
    expect(format.formatNumber(1.15, 'ua', options)).toBe('1,2');
    expect(format.formatNumber(2.25, 'ua', { ...options })).toBe('2,3');
    expect(format.formatNumber(1.15, 'en', options)).toBe('1.2');
    expect(format.formatNumber(3, 'en', options)).toBe('3');
    expect(spy).toHaveBeenCalledTimes(2);
  });
});
