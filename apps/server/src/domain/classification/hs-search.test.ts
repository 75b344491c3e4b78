import { describe, expect, it } from 'vitest';
import { parseHsSearch, pickHsName, toContainsPattern } from './hs-search';

describe('customs classification search (spec §7 hcdcs, issue 4: by code or by words in either language)', () => {
  it('digits, dots and spaces only are one code', () => {
    expect(parseHsSearch('0101')).toEqual({ codes: ['0101'], words: [] });
    expect(parseHsSearch(' 01.01 ')).toEqual({ codes: ['0101'], words: [] });
    expect(parseHsSearch('0101 21')).toEqual({ codes: ['010121'], words: [] });
  });

  it('otherwise words, with punctuation around them dropped; digit tokens stay code prefixes', () => {
    expect(parseHsSearch('Мед, натуральний')).toEqual({ codes: [], words: ['Мед', 'натуральний'] });
    expect(parseHsSearch('(wheat) 10')).toEqual({ codes: ['10'], words: ['wheat'] });
    expect(parseHsSearch("м'ясо")).toEqual({ codes: [], words: ["м'ясо"] });
  });

  it('nothing searchable is no search; at most 8 terms are used', () => {
    expect(parseHsSearch(undefined)).toBe(undefined);
    expect(parseHsSearch('   ')).toBe(undefined);
    expect(parseHsSearch('-- ;;')).toBe(undefined);
    expect(parseHsSearch('a b c d e f g h i j')?.words).toHaveLength(8);
  });

  it('LIKE signs are escaped, and any apostrophe matches any one character', () => {
    expect(toContainsPattern('50%')).toBe('%50\\%%');
    expect(toContainsPattern('a_b')).toBe('%a\\_b%');
    expect(toContainsPattern('a\\b')).toBe('%a\\\\b%');
    expect(toContainsPattern("м'ясо")).toBe('%м_ясо%');
    expect(toContainsPattern('мʼясо')).toBe('%м_ясо%');
  });

  it('names in Ukrainian fall back to English where the classification has none', () => {
    expect(pickHsName('uk', { nameUk: 'Мед натуральний', nameEn: 'Honey; natural' })).toBe('Мед натуральний');
    expect(pickHsName('uk', { nameUk: '', nameEn: 'Cereals; buckwheat' })).toBe('Cereals; buckwheat');
    expect(pickHsName('en', { nameUk: 'Мед натуральний', nameEn: 'Honey; natural' })).toBe('Honey; natural');
  });
});
