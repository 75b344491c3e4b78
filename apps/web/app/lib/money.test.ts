import { describe, expect, it } from 'vitest';
import { countDaysLeft, formatKopiykas } from './money';

/** Intl separates groups and the symbol with (narrow) no-break spaces; compare with plain ones. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('amounts from kopiykas (ARCHITECTURE §3, decision 025 formatting)', () => {
  it('a price drops the decimals of a whole amount and keeps them otherwise', () => {
    expect(plain(formatKopiykas(199_000, 'UAH', 'ua'))).toBe('1 990 ₴');
    expect(plain(formatKopiykas(199_050, 'UAH', 'ua'))).toBe('1 990,50 ₴');
    expect(plain(formatKopiykas(199_000, 'UAH', 'en'))).toBe('₴1,990');
  });

  it('an invoice’s amount always shows its kopiykas', () => {
    expect(plain(formatKopiykas(199_000, 'UAH', 'ua', { exact: true }))).toBe('1 990,00 ₴');
    expect(plain(formatKopiykas(33_167, 'UAH', 'ua', { exact: true }))).toBe('331,67 ₴');
    expect(plain(formatKopiykas(199_005, 'UAH', 'en', { exact: true }))).toBe('₴1,990.05');
    expect(plain(formatKopiykas(0, 'UAH', 'en', { exact: true }))).toBe('₴0.00');
  });
});

describe('days left of a subscription, by calendar days in Kyiv', () => {
  const now = new Date('2030-03-01T08:00:00Z'); // 10:00 in Kyiv

  it('counts the days to the end day', () => {
    expect(countDaysLeft('2030-03-15T08:00:00Z', now)).toBe(14);
    expect(countDaysLeft('2030-03-02T00:30:00Z', now)).toBe(1);
  });

  it('uses Kyiv’s calendar: 23:30 UTC on the 1st is already the 2nd in Kyiv', () => {
    expect(countDaysLeft('2030-03-01T23:30:00Z', now)).toBe(1);
    expect(countDaysLeft('2030-03-01T21:00:00Z', now)).toBe(0);
  });

  it('is 0 on the last day and after the end, null without a date', () => {
    expect(countDaysLeft('2030-03-01T20:00:00Z', now)).toBe(0);
    expect(countDaysLeft('2030-02-01T08:00:00Z', now)).toBe(0);
    expect(countDaysLeft(null, now)).toBeNull();
    expect(countDaysLeft('not a date', now)).toBeNull();
  });
});
