import { describe, expect, it } from 'vitest';
import { escapeCalendarText, foldCalendarLine, toCalendarTime } from './event-calendar';

describe('RFC 5545 text of the event calendar file', () => {
  it('§3.3.5: writes UTC date-times without separators', () => {
    expect(toCalendarTime(new Date('2026-12-03T08:00:00.000Z'))).toBe('20261203T080000Z');
  });

  it('§3.3.11: escapes backslashes, semicolons, commas and line breaks', () => {
    expect(escapeCalendarText('a\\b; c, d\r\ne\nf')).toBe('a\\\\b\\; c\\, d\\ne\\nf');
  });

  it('§3.1: folds lines at 75 octets without splitting a Cyrillic letter', () => {
    const line = `SUMMARY:${'Вебінар для експортерів '.repeat(6)}`;
    const folded = foldCalendarLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(Buffer.byteLength(part, 'utf8')).toBeLessThanOrEqual(75);
    expect(parts.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
    expect(foldCalendarLine('SHORT:line')).toBe('SHORT:line');
  });
});
