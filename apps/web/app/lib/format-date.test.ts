import { describe, expect, it } from 'vitest';
import { formatDate } from './format-date';

describe('formatDate', () => {
  it('prints the date in Kyiv time in the page language', () => {
    expect(formatDate('2030-01-31T23:30:00Z', 'en')).toBe('February 1, 2030');
    expect(formatDate('2030-01-15', 'ua')).toMatch(/^15 січня 2030/);
  });

  it('keeps an unreadable value as it is', () => {
    expect(formatDate('soon', 'en')).toBe('soon');
  });
});
