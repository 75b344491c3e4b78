import { describe, expect, it } from 'vitest';
import {
  buildExportHref,
  formatHsCode,
  getExportLevel,
  parseExportQuery,
  parseSectionCode,
} from './export-query';

const query = (search: string) => parseExportQuery(new URLSearchParams(search));

describe('/export keeps its state in the URL (spec §2 export section list)', () => {
  it('reads section, group, item, page and search', () => {
    expect(query('section=I&group=01&item=0101&page=2&q=%20horses%20')).toEqual({
      section: 'I',
      group: '01',
      item: '0101',
      page: 2,
      q: 'horses',
    });
  });

  it('shows the sections without a query', () => {
    expect(query('')).toEqual({ section: null, group: null, item: null, page: 1, q: '' });
    expect(getExportLevel(query(''))).toBe('sections');
  });

  it('goes one level deeper with each code, and search wins over the codes', () => {
    expect(getExportLevel(query('section=XV'))).toBe('groups');
    expect(getExportLevel(query('section=XV&group=72'))).toBe('items');
    expect(getExportLevel(query('section=XV&group=72&item=7208'))).toBe('goods');
    expect(getExportLevel(query('section=XV&q=steel'))).toBe('search');
  });

  it('takes the group from the item, whatever the URL says', () => {
    expect(query('group=02&item=0101').group).toBe('01');
    expect(query('item=01.01').item).toBe('0101');
  });

  it('leaves out malformed values instead of failing', () => {
    expect(query('section=XXII&group=1&item=abc&page=-1')).toEqual({
      section: null,
      group: null,
      item: null,
      page: 1,
      q: '',
    });
    expect(query('page=2.5').page).toBe(1);
    expect(query(`q=${'a'.repeat(150)}`).q).toHaveLength(100);
  });

  it('accepts the 21 sections as Roman numerals, in any case', () => {
    expect(parseSectionCode('i')).toBe('I');
    expect(parseSectionCode('XXI')).toBe('XXI');
    expect(parseSectionCode('xiv')).toBe('XIV');
    expect(parseSectionCode('XXII')).toBeNull();
    expect(parseSectionCode('IIII')).toBeNull();
    expect(parseSectionCode('VX')).toBeNull();
    expect(parseSectionCode('')).toBeNull();
    expect(parseSectionCode(null)).toBeNull();
  });

  it('writes links with only the levels given, page 1 without a page', () => {
    expect(buildExportHref('/export', {})).toBe('/export');
    expect(buildExportHref('/en/export', { section: 'I', group: '01', page: 1 })).toBe(
      '/en/export?section=I&group=01',
    );
    expect(buildExportHref('/export', { section: 'XVI', group: '84', item: '8401', page: 3 })).toBe(
      '/export?section=XVI&group=84&item=8401&page=3',
    );
    expect(buildExportHref('/export', { q: 'мед', page: 2 })).toBe(
      `/export?q=${encodeURIComponent('мед')}&page=2`,
    );
  });

  it('prints subheadings the way the tariff does', () => {
    expect(formatHsCode('010121')).toBe('0101 21');
    expect(formatHsCode('0101')).toBe('0101');
    expect(formatHsCode('XV')).toBe('XV');
  });
});
