import { describe, expect, it } from 'vitest';
import { formatAdminDate } from './format';

describe('formatAdminDate', () => {
  it('prints Kyiv time in the page’s language', () => {
    expect(formatAdminDate('2026-11-21T12:05:00Z', 'ua')).toBe('21.11.2026, 14:05');
    expect(formatAdminDate('2026-11-21T12:05:00Z', 'en')).toBe('11/21/2026, 14:05');
    expect(formatAdminDate('2026-11-21T12:05:00Z', 'ua', false)).toBe('21.11.2026');
  });

  it('leaves what is not a date as it is', () => {
    expect(formatAdminDate(null, 'ua')).toBe('');
    expect(formatAdminDate('soon', 'en')).toBe('soon');
  });
});
