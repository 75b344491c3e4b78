import { describe, expect, it } from 'vitest';
import { HS_SEARCH_LIMIT, type ApiFetch } from '@portal/contract';
import { createApiClient } from '../../lib/api-client';
import {
  announceHsSearch,
  findSectionOfGroup,
  goodsGroupHits,
  groupHits,
  isHsQuerySearchable,
  MAX_OPTIONS,
  mergeHsCodeHits,
  moveActiveOption,
  normalizeHsQuery,
  productItemHits,
  searchHsCodes,
  toDoneState,
  type HsCodeHit,
} from './hs-code-search';

const GROUPS = [{ code: '15', section: 'III', name: 'Animal or vegetable fats and oils' }];
const ITEMS = [
  { code: '1512', group: '15', name: 'Sunflower-seed, safflower or cotton-seed oil' },
  { code: '1206', group: '12', name: 'Sunflower seeds' },
];
const GOODS = [
  { code: '151219', product_item: '1512', name: 'Other sunflower-seed or safflower oil' },
  { code: '151211', product_item: '1512', name: 'Crude sunflower-seed or safflower oil' },
];

/** The answers of the three searches by path; a status other than 200 fails that path. */
const ANSWERS: Record<string, unknown[]> = {
  '/common/hcdcs/get-groups': GROUPS,
  '/common/hcdcs/get-product-items': ITEMS,
  '/common/hcdcs/get-gs': GOODS,
};

function fakeApi(failing: string[] = []) {
  const calls: { path: string; search: string | null; locale: string | null; signal: unknown }[] = [];
  const apiFetch: ApiFetch = async (path, init) => {
    const url = new URL(path, 'http://api.test');
    calls.push({
      path: url.pathname,
      search: url.searchParams.get('search'),
      locale: new Headers(init?.headers).get('x-localization'),
      signal: init?.signal,
    });
    if (failing.includes(url.pathname)) {
      return new Response(JSON.stringify({ message: 'down' }), {
        status: 500,
        headers: { 'content-type': 'application/json' },
      });
    }
    return new Response(JSON.stringify({ data: ANSWERS[url.pathname] ?? [] }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { calls, api: createApiClient({ apiFetch, locale: 'en' }) };
}

const hit = (code: string, level: HsCodeHit['level'] = 'productItem'): HsCodeHit => ({
  code,
  name: `name ${code}`,
  level,
  parent: code.slice(0, -2),
});

describe('the customs-code search: query → calls', () => {
  it('searches from two characters on, trimmed and with single spaces, at most 100', () => {
    expect(isHsQuerySearchable(' o ')).toBe(false);
    expect(isHsQuerySearchable('oi')).toBe(true);
    expect(isHsQuerySearchable('10')).toBe(true);
    expect(normalizeHsQuery('  sunflower   oil ')).toBe('sunflower oil');
    expect(normalizeHsQuery('x'.repeat(150))).toHaveLength(100);
  });

  it('asks one entry per level, each with the query as `search`, in the page language', async () => {
    const { api, calls } = fakeApi();
    const controller = new AbortController();
    await searchHsCodes(api, '  соняшникова   олія ', ['goodsGroup', 'productItem'], controller.signal);
    expect(calls.map((call) => [call.path, call.search])).toEqual([
      ['/common/hcdcs/get-product-items', 'соняшникова олія'],
      ['/common/hcdcs/get-gs', 'соняшникова олія'],
    ]);
    expect(calls.every((call) => call.signal === controller.signal)).toBe(true);
    expect(calls.every((call) => call.locale !== null)).toBe(true);
  });

  it('asks product items only when a form wants a 4-digit item', async () => {
    const { api, calls } = fakeApi();
    const result = await searchHsCodes(api, '1512', ['productItem']);
    expect(calls.map((call) => call.path)).toEqual(['/common/hcdcs/get-product-items']);
    // In the API's order (best match first), not re-sorted by code.
    expect(result.hits.map((found) => found.code)).toEqual(['1512', '1206']);
  });

  it('merges every level in the product items’ order (best match first), a parent right before its children', async () => {
    const { api } = fakeApi();
    const { hits, isLimited } = await searchHsCodes(api, 'sunflower', ['group', 'productItem', 'goodsGroup']);
    expect(hits.map((found) => `${found.code}:${found.level}:${found.parent}`)).toEqual([
      '15:group:III',
      '1512:productItem:15',
      '151219:goodsGroup:1512',
      '151211:goodsGroup:1512',
      '1206:productItem:12',
    ]);
    expect(isLimited).toBe(false);
  });

  it('keeps the levels that answered when another fails, and fails when all do', async () => {
    const partly = fakeApi(['/common/hcdcs/get-gs']);
    const { hits } = await searchHsCodes(partly.api, 'sunflower', ['productItem', 'goodsGroup']);
    expect(hits.map((found) => found.code)).toEqual(['1512', '1206']);
    const down = fakeApi(['/common/hcdcs/get-gs', '/common/hcdcs/get-product-items']);
    await expect(searchHsCodes(down.api, 'sunflower', ['productItem', 'goodsGroup'])).rejects.toThrow();
  });

  it('throws when the search was cancelled by a newer one', async () => {
    const { api } = fakeApi();
    const controller = new AbortController();
    controller.abort();
    await expect(searchHsCodes(api, 'sunflower', ['productItem'], controller.signal)).rejects.toThrow();
  });
});

describe('the customs-code search: result mapping', () => {
  it('maps each level to hits with the code of the level above', () => {
    expect(groupHits(GROUPS)[0]).toEqual({
      code: '15',
      name: GROUPS[0]!.name,
      level: 'group',
      parent: 'III',
    });
    expect(productItemHits(ITEMS)[0]).toMatchObject({ code: '1512', level: 'productItem', parent: '15' });
    expect(goodsGroupHits(GOODS)[0]).toMatchObject({ code: '151219', level: 'goodsGroup', parent: '1512' });
  });

  it('lists each code once', () => {
    expect(mergeHsCodeHits([[hit('1512')], [hit('1512'), hit('1507')]]).map((found) => found.code)).toEqual([
      '1512',
      '1507',
    ]);
  });

  it('leaves a group without items and goods without their item after the ranked items, in their order', () => {
    const merged = mergeHsCodeHits([
      [hit('12', 'group'), hit('15', 'group')],
      [hit('1512')],
      [hit('120600', 'goodsGroup'), hit('151211', 'goodsGroup')],
    ]);
    expect(merged.map((found) => found.code)).toEqual(['15', '1512', '151211', '12', '120600']);
  });

  it('shows at most MAX_OPTIONS and says when more were found', () => {
    const many = Array.from({ length: MAX_OPTIONS + 5 }, (_, index) => hit(String(100_000 + index)));
    const shown = toDoneState({ hits: many, isLimited: false });
    expect(shown).toMatchObject({ status: 'done', isLimited: true });
    expect(shown.status === 'done' && shown.hits).toHaveLength(MAX_OPTIONS);
    expect(toDoneState({ hits: [hit('1512')], isLimited: false })).toMatchObject({ isLimited: false });
  });

  it('marks a search limited when a level answered the API maximum', async () => {
    const full = Array.from({ length: HS_SEARCH_LIMIT }, (_, index) => ({
      code: String(1000 + index),
      group: '10',
      name: 'x',
    }));
    const api = { call: async () => full } as unknown as Parameters<typeof searchHsCodes>[0];
    expect((await searchHsCodes(api, 'xx', ['productItem'])).isLimited).toBe(true);
  });

  it('finds the section of a group from the chapter ranges', () => {
    const sections = [
      { code: 'I', chapter_from: '01', chapter_to: '05' },
      { code: 'II', chapter_from: '06', chapter_to: '14' },
      { code: 'XXI', chapter_from: '97', chapter_to: '97' },
    ];
    expect(findSectionOfGroup(sections, '01')).toBe('I');
    expect(findSectionOfGroup(sections, '05')).toBe('I');
    expect(findSectionOfGroup(sections, '06')).toBe('II');
    expect(findSectionOfGroup(sections, '97')).toBe('XXI');
    expect(findSectionOfGroup(sections, '50')).toBeNull();
  });
});

describe('the customs-code combobox: keys and announcements', () => {
  it('moves the active option with Down, Up, Home and End, wrapping around', () => {
    expect(moveActiveOption(-1, 'ArrowDown', 3)).toBe(0);
    expect(moveActiveOption(0, 'ArrowDown', 3)).toBe(1);
    expect(moveActiveOption(2, 'ArrowDown', 3)).toBe(0);
    expect(moveActiveOption(-1, 'ArrowUp', 3)).toBe(2);
    expect(moveActiveOption(0, 'ArrowUp', 3)).toBe(2);
    expect(moveActiveOption(2, 'ArrowUp', 3)).toBe(1);
    expect(moveActiveOption(1, 'Home', 3)).toBe(0);
    expect(moveActiveOption(1, 'End', 3)).toBe(2);
    expect(moveActiveOption(0, 'ArrowDown', 0)).toBe(-1);
  });

  it('announces the search, its count, a failure, and the choice', () => {
    expect(announceHsSearch({ status: 'idle' }, null)).toBeNull();
    expect(announceHsSearch({ status: 'searching' }, null)).toEqual({ key: 'searching' });
    expect(announceHsSearch({ status: 'failed' }, null)).toEqual({ key: 'failed' });
    expect(announceHsSearch({ status: 'done', hits: [], isLimited: false }, null)).toEqual({ key: 'none' });
    expect(announceHsSearch({ status: 'done', hits: [hit('1512')], isLimited: true }, null)).toEqual({
      key: 'found',
      count: 1,
      isLimited: true,
    });
    expect(announceHsSearch({ status: 'done', hits: [hit('1512')], isLimited: false }, hit('1512'))).toEqual({
      key: 'chosen',
      code: '1512',
      name: 'name 1512',
    });
    // A new search is announced rather than the old choice.
    expect(announceHsSearch({ status: 'searching' }, hit('1512'))).toEqual({ key: 'searching' });
  });
});
