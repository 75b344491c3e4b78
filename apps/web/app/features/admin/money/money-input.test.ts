import { describe, expect, it } from 'vitest';
import { formatHryvniasInput, parseHryvnias, toKyivDay } from './money-input';

const NBSP = '\u00a0';

describe('parseHryvnias: a price typed in hryvnias is sent as integer kopiykas', () => {
  it.each([
    ['1490', 149_000],
    ['1490,00', 149_000],
    ['1490.00', 149_000],
    ['1 490,00', 149_000],
    [`1${NBSP}490,00`, 149_000],
    ['1\u202f490,5', 149_050],
    ['1,490.00', 149_000],
    ['12,345,678.9', 1_234_567_890],
    ['  990  ', 99_000],
    ['1490 грн', 149_000],
    ['1 490,00 ₴', 149_000],
    ['₴1,490.00', 149_000],
    ['0', 0],
    ['0,29', 29],
    ['0.01', 1],
    ['007', 700],
  ] as const)('%j is %i kopiykas', (text, kopiykas) => {
    expect(parseHryvnias(text)).toBe(kopiykas);
  });

  it.each([
    [''],
    ['   '],
    ['-100'],
    ['1490,001'],
    ['1,490'],
    ['1.490,00'],
    ['14 90.0.0'],
    ['abc'],
    ['1e3'],
    ['12345678901'],
    [',50'],
  ])('%j is refused', (text) => {
    expect(parseHryvnias(text)).toBeNull();
  });
});

describe('formatHryvniasInput: what the price field shows reads back unchanged', () => {
  it('two decimals after the page’s sign, no grouping', () => {
    expect(formatHryvniasInput(149_000, 'ua')).toBe('1490,00');
    expect(formatHryvniasInput(149_000, 'en')).toBe('1490.00');
    expect(formatHryvniasInput(29, 'ua')).toBe('0,29');
  });

  it.each([0, 1, 29, 99_000, 149_050, 1_234_567_890])('%i kopiykas round-trips', (kopiykas) => {
    expect(parseHryvnias(formatHryvniasInput(kopiykas, 'ua'))).toBe(kopiykas);
    expect(parseHryvnias(formatHryvniasInput(kopiykas, 'en'))).toBe(kopiykas);
  });
});

describe('toKyivDay: the day a date field shows is Kyiv’s', () => {
  it('across midnight UTC, winter and summer', () => {
    expect(toKyivDay('2026-11-24T23:30:00.000Z')).toBe('2026-11-25');
    expect(toKyivDay('2026-07-01T21:30:00.000Z')).toBe('2026-07-02');
    expect(toKyivDay(new Date('2026-07-01T20:30:00.000Z'))).toBe('2026-07-01');
  });
});
