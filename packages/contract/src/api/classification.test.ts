import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { toFieldErrors } from '../messages';
import { classificationShape } from './requests';
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

describe('issue 25 §6: each classification level says what to do in its own words', () => {
  const errorsOf = (body: Record<string, unknown>, locale: 'uk' | 'en') => {
    const result = z.strictObject(classificationShape).safeParse(body, { reportInput: true });
    if (result.success) throw new Error('expected the value to be invalid');
    return toFieldErrors(result.error.issues, locale);
  };

  it('an unchosen section, chapter and heading: "choose", never "4 or 6 digits"', () => {
    expect(errorsOf({ hs_section: '', hs_group: '', hs_product_item: '' }, 'uk')).toEqual({
      hs_section: ['Оберіть розділ УКТ ЗЕД зі списку.'],
      hs_group: ['Оберіть групу УКТ ЗЕД зі списку (2 цифри).'],
      hs_product_item: ['Оберіть товарну позицію УКТ ЗЕД зі списку (4 цифри).'],
    });
    expect(errorsOf({ hs_section: 'XXX', hs_group: '123', hs_product_item: '12' }, 'en')).toEqual({
      hs_section: ['Choose an HS section from the list.'],
      hs_group: ['Choose an HS chapter from the list (2 digits).'],
      hs_product_item: ['Choose an HS heading from the list (4 digits).'],
    });
  });

  it('a missing one names its level', () => {
    expect(errorsOf({}, 'uk')).toEqual({
      hs_section: ['Оберіть розділ УКТ ЗЕД.'],
      hs_group: ['Оберіть групу УКТ ЗЕД.'],
      hs_product_item: ['Оберіть товарну позицію УКТ ЗЕД.'],
    });
  });
});
