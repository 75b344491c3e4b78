import { describe, expect, it } from 'vitest';
import {
  HsGoodsGroupsQuerySchema,
  HsGroupsQuerySchema,
  HsProductItemsQuerySchema,
  normalizeHsCode,
  parseHsSectionNumber,
} from './classification';

describe('customs classification query parameters', () => {
  it('a section is a Roman numeral I–XXI or a number 1–21, in any letter case', () => {
    expect(parseHsSectionNumber('I')).toBe(1);
    expect(parseHsSectionNumber('xxi')).toBe(21);
    expect(parseHsSectionNumber(' XIV ')).toBe(14);
    expect(parseHsSectionNumber('7')).toBe(7);
    expect(parseHsSectionNumber('07')).toBe(7);
    for (const bad of ['', '0', '22', 'XXII', 'IIII', 'A', '1.5', '-1'])
      expect(parseHsSectionNumber(bad), bad).toBe(undefined);
  });

  it('a code may be typed with dots and spaces', () => {
    expect(normalizeHsCode('01.01')).toBe('0101');
    expect(normalizeHsCode('0101 21')).toBe('010121');
    expect(normalizeHsCode('01a')).toBe(undefined);
    expect(normalizeHsCode(' . ')).toBe(undefined);
  });

  it('get-groups: section becomes its number; search is trimmed', () => {
    expect(HsGroupsQuerySchema.parse({ section: 'II', search: '  wheat ' })).toEqual({
      section: 2,
      search: 'wheat',
    });
    expect(HsGroupsQuerySchema.parse({})).toEqual({});
    expect(HsGroupsQuerySchema.safeParse({ section: 'XXX' }).success).toBe(false);
  });

  it('get-product-items: a group (1–2 digits, padded) or a search of 2 characters or more', () => {
    expect(HsProductItemsQuerySchema.parse({ group: '4' })).toEqual({ group: '04' });
    expect(HsProductItemsQuerySchema.parse({ search: 'мд' })).toEqual({ search: 'мд' });
    const missing = HsProductItemsQuerySchema.safeParse({ search: ' м ' });
    expect(missing.success).toBe(false);
    expect(missing.error?.issues[0]).toMatchObject({
      path: ['search'],
      message: 'validation.hs_group_or_search',
    });
    expect(HsProductItemsQuerySchema.safeParse({ group: '123' }).success).toBe(false);
  });

  it('get-gs: a product item of exactly 4 digits or a search', () => {
    expect(HsGoodsGroupsQuerySchema.parse({ product_item: '10.01' })).toEqual({ product_item: '1001' });
    expect(HsGoodsGroupsQuerySchema.safeParse({ product_item: '101' }).success).toBe(false);
    expect(HsGoodsGroupsQuerySchema.safeParse({}).error?.issues[0]?.message).toBe(
      'validation.hs_product_item_or_search',
    );
  });
});
