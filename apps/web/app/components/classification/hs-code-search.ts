import {
  endpoints,
  HS_SEARCH_LIMIT,
  HS_SEARCH_MAX_LENGTH,
  HS_SEARCH_MIN_LENGTH,
  type HsGoodsGroup,
  type HsGroup,
  type HsProductItem,
} from '@portal/contract';
import type { ApiClient } from '../../lib/api-client';

/**
 * The one search of the customs classification (HS 2022 / УКТ ЗЕД) by words in either language
 * or by code (`/common/hcdcs/*` with `search`): the pure part, shared by the code combobox of the
 * forms and the /export browser. What to search is a list of levels.
 */

/** The searchable levels: groups (chapters, 2 digits), product items (4), groups of goods (6). */
export type HsSearchLevel = 'group' | 'productItem' | 'goodsGroup';

/** One found code, whatever its level. */
export type HsCodeHit = {
  code: string;
  name: string;
  level: HsSearchLevel;
  /** The level above: a group's section (Roman numeral), an item's group, a goods group's item. */
  parent: string;
};

/** What a search needs of a client: its `call`. */
export type HsSearchApi = Pick<ApiClient, 'call'>;

export type HsSearchResult = {
  /** Every level's hits in one list, best match first, each hit after its parent (mergeHsCodeHits). */
  hits: HsCodeHit[];
  /** Some level answered the API's maximum: more would be found by a narrower query. */
  isLimited: boolean;
};

/** The query as sent: trimmed, inner spaces collapsed, no longer than the API takes. */
export function normalizeHsQuery(query: string): string {
  return query.trim().replace(/\s+/g, ' ').slice(0, HS_SEARCH_MAX_LENGTH);
}

/** Whether a query is long enough to search (the API's own minimum). */
export function isHsQuerySearchable(query: string): boolean {
  return normalizeHsQuery(query).length >= HS_SEARCH_MIN_LENGTH;
}

/** The levels in order from the top; a search asks them in this order, then merges them. */
const LEVEL_ORDER: readonly HsSearchLevel[] = ['group', 'productItem', 'goodsGroup'];

/** The levels asked, once each, from the top down. */
export function orderLevels(levels: readonly HsSearchLevel[]): HsSearchLevel[] {
  return LEVEL_ORDER.filter((level) => levels.includes(level));
}

export function groupHits(groups: readonly HsGroup[]): HsCodeHit[] {
  return groups.map((group) => ({
    code: group.code,
    name: group.name,
    level: 'group',
    parent: group.section,
  }));
}

export function productItemHits(items: readonly HsProductItem[]): HsCodeHit[] {
  return items.map((item) => ({
    code: item.code,
    name: item.name,
    level: 'productItem',
    parent: item.group,
  }));
}

export function goodsGroupHits(goods: readonly HsGoodsGroup[]): HsCodeHit[] {
  return goods.map((goodsGroup) => ({
    code: goodsGroup.code,
    name: goodsGroup.name,
    level: 'goodsGroup',
    parent: goodsGroup.product_item,
  }));
}

/**
 * Lists of hits (one per level, from the top, each best match first as the API ranks it) in one:
 * the product items' order leads (the level whose names the search ranks best), each item right
 * after its group and before its groups of goods; then what is left (a group with no item found,
 * goods whose item was not found) in its level's order. Each code once.
 */
export function mergeHsCodeHits(lists: readonly (readonly HsCodeHit[])[]): HsCodeHit[] {
  const merged = new Map<string, HsCodeHit>();
  const add = (hit: HsCodeHit | undefined) => {
    if (hit && !merged.has(hit.code)) merged.set(hit.code, hit);
  };
  const all = lists.flat();
  const leading = all.some((hit) => hit.level === 'productItem')
    ? all.filter((hit) => hit.level === 'productItem')
    : (lists[0] ?? []);
  for (const hit of leading) {
    add(all.find((parent) => parent.code === hit.parent && parent.level !== hit.level));
    add(hit);
    for (const child of all) if (child.parent === hit.code) add(child);
  }
  for (const hit of all) add(hit);
  return [...merged.values()];
}

/**
 * Searches the given levels at once with one query (one call per level). A level whose call
 * fails adds nothing; when every call fails, the first failure is thrown, and so is an abort.
 */
export async function searchHsCodes(
  api: HsSearchApi,
  query: string,
  levels: readonly HsSearchLevel[],
  signal?: AbortSignal,
): Promise<HsSearchResult> {
  const input = { query: { search: normalizeHsQuery(query) } };
  const options = { signal, handleErrors: false };
  const asked = orderLevels(levels);
  const settled = await Promise.allSettled(
    asked.map((level): Promise<HsCodeHit[]> => {
      switch (level) {
        case 'group':
          return api.call(endpoints.listHsGroups, input, options).then(groupHits);
        case 'productItem':
          return api.call(endpoints.listHsProductItems, input, options).then(productItemHits);
        case 'goodsGroup':
          return api.call(endpoints.listHsGoodsGroups, input, options).then(goodsGroupHits);
      }
    }),
  );
  signal?.throwIfAborted();
  const lists = settled.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : []));
  const failure = settled.find((outcome) => outcome.status === 'rejected');
  if (lists.length === 0 && failure) throw failure.reason;
  return {
    hits: mergeHsCodeHits(lists),
    isLimited: lists.some((list) => list.length >= HS_SEARCH_LIMIT),
  };
}

type SectionRange = { code: string; chapter_from: string; chapter_to: string };

/** The section a group belongs to, from the sections' chapter ranges; null for none. */
export function findSectionOfGroup(sections: readonly SectionRange[], group: string): string | null {
  const chapter = Number(group);
  const section = sections.find(
    (candidate) => Number(candidate.chapter_from) <= chapter && chapter <= Number(candidate.chapter_to),
  );
  return section?.code ?? null;
}

/** Keys that move the active option of an open list (WAI-ARIA APG combobox). */
export type ListKey = 'ArrowDown' | 'ArrowUp' | 'Home' | 'End';

/**
 * The active option after a key: Down from nothing is the first, Up from nothing the last; both
 * wrap around. `-1` is none (no options).
 */
export function moveActiveOption(active: number, key: ListKey, count: number): number {
  if (count <= 0) return -1;
  switch (key) {
    case 'ArrowDown':
      return active < 0 || active >= count - 1 ? 0 : active + 1;
    case 'ArrowUp':
      return active <= 0 ? count - 1 : active - 1;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
  }
}

export type HsSearchState =
  | { status: 'idle' }
  | { status: 'searching' }
  | { status: 'done'; hits: HsCodeHit[]; isLimited: boolean }
  | { status: 'failed' };

/** At most this many options are listed; a narrower query finds the rest. */
export const MAX_OPTIONS = 30;

/** A search's answer as the combobox shows it: at most `max` options. */
export function toDoneState(result: HsSearchResult, max = MAX_OPTIONS): HsSearchState {
  return {
    status: 'done',
    hits: result.hits.slice(0, max),
    isLimited: result.isLimited || result.hits.length > max,
  };
}

/** What the live region says about a search (a key of the `classification` texts and its values). */
export type HsSearchAnnouncement =
  | { key: 'searching' | 'none' | 'failed' }
  | { key: 'found'; count: number; isLimited: boolean }
  | { key: 'chosen'; code: string; name: string }
  | null;

/** The announcement of a state: the search's, or the last choice while nothing is searched. */
export function announceHsSearch(state: HsSearchState, chosen: HsCodeHit | null): HsSearchAnnouncement {
  switch (state.status) {
    case 'searching':
      return { key: 'searching' };
    case 'failed':
      return { key: 'failed' };
    case 'done':
      if (chosen) return { key: 'chosen', code: chosen.code, name: chosen.name };
      return state.hits.length === 0
        ? { key: 'none' }
        : { key: 'found', count: state.hits.length, isLimited: state.isLimited };
    case 'idle':
      return chosen ? { key: 'chosen', code: chosen.code, name: chosen.name } : null;
  }
}
