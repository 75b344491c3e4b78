import { describe, expect, it } from 'vitest';
import { buildPageRange, clampPage, countPages, parsePageParam } from './pagination-range';

describe('pagination by page number (spec §2 export list, §9 incoterms paged by page number)', () => {
  it('lists every page when they all fit', () => {
    expect(buildPageRange(1, 1)).toEqual([1]);
    expect(buildPageRange(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('has no pages for an empty list', () => {
    expect(buildPageRange(1, 0)).toEqual([]);
  });

  it('keeps the first and last page and the neighbours of the current one, with gaps between', () => {
    expect(buildPageRange(1, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
    expect(buildPageRange(4, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
    expect(buildPageRange(5, 20)).toEqual([1, 'gap', 4, 5, 6, 'gap', 20]);
    expect(buildPageRange(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
    expect(buildPageRange(17, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
    expect(buildPageRange(20, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
  });

  it('keeps the same number of entries wherever the current page is', () => {
    const lengths = new Set(Array.from({ length: 30 }, (_, i) => buildPageRange(i + 1, 30).length));
    expect([...lengths]).toEqual([7]);
  });

  it('takes more neighbours when asked', () => {
    expect(buildPageRange(10, 20, 2)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 20]);
  });

  it('clamps a page outside the list', () => {
    expect(buildPageRange(99, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(buildPageRange(99, 8)).toEqual([1, 'gap', 4, 5, 6, 7, 8]);
    expect(clampPage(99, 8)).toBe(8);
    expect(clampPage(0, 8)).toBe(1);
    expect(clampPage(-3, 8)).toBe(1);
    expect(clampPage(2.7, 8)).toBe(2);
    expect(clampPage(Number.NaN, 8)).toBe(1);
    expect(clampPage(5, 0)).toBe(1);
  });

  it('counts pages, at least one', () => {
    expect(countPages(0, 20)).toBe(1);
    expect(countPages(20, 20)).toBe(1);
    expect(countPages(21, 20)).toBe(2);
    expect(countPages(87, 20)).toBe(5);
  });

  it('reads only positive whole numbers from the query', () => {
    expect(parsePageParam('2')).toBe(2);
    expect(parsePageParam(null)).toBe(1);
    expect(parsePageParam('')).toBe(1);
    expect(parsePageParam('0')).toBe(1);
    expect(parsePageParam('-2')).toBe(1);
    expect(parsePageParam('2.5')).toBe(1);
    expect(parsePageParam('abc')).toBe(1);
    expect(parsePageParam('99999999999')).toBe(1);
  });
});
