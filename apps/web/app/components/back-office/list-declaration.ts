import type { FilterTab } from './filter-tabs';
import { buildListHref } from './list-query';

/**
 * A back-office list declared once (issue 26 §2, decision 045): where it lives, the prefix of its
 * test ids, its tabs (one query parameter, one tab a value, an 'All' tab first when `hasAll`) and
 * the filters each tab keeps. The list page (`list-page.tsx`) draws the frame from it; a content
 * type adds its columns and its filters' labels.
 */
export type ListDeclaration = {
  /** The list's Ukrainian address; a row's editor is `${path}/${id}` unless the page says otherwise. */
  path: string;
  /** The test ids: `${testId}-tabs`, `-filters`, `-total`, `-table`. */
  testId: string;
  tabs?: { param: string; values: readonly string[]; hasAll?: boolean };
  /** The query parameters a filter form or the search sets; a tab keeps them. */
  filters?: readonly string[];
  /**
   * Parameters set elsewhere, with no field of their own (one company's records, linked from a
   * record's page): the tabs, the filter form and 'Reset' keep them.
   */
  kept?: readonly string[];
};

/** A list's current query as its page reads it: the tab, the filters and the page. */
export type ListQueryValues = Readonly<Record<string, string | number | undefined>>;

/** The key and test id (`filter-all`) of the tab that holds every row. */
export const ALL_TAB = 'all';

/** Checks a declaration once, where it is written: a parameter has one meaning. */
export function defineList<const T extends ListDeclaration>(list: T): T {
  const names = [
    ...(list.tabs ? [list.tabs.param] : []),
    ...(list.filters ?? []),
    ...(list.kept ?? []),
    'page',
  ];
  if (new Set(names).size !== names.length) {
    throw new Error(`The list ${list.path} names a query parameter twice: ${names.join(', ')}`);
  }
  return list;
}

const isSet = (value: string | number | undefined) => value !== undefined && value !== '';

/** The current values of some parameters, as strings (a number filter such as a country's id too). */
function pickValues(names: readonly string[], query: ListQueryValues): Record<string, string | undefined> {
  return Object.fromEntries(
    names.map((name) => {
      const value = query[name];
      return [name, isSet(value) ? String(value) : undefined];
    }),
  );
}

/** What a tab keeps: the filters and the kept parameters. */
function pickFilters(list: ListDeclaration, query: ListQueryValues): Record<string, string | undefined> {
  return pickValues([...(list.filters ?? []), ...(list.kept ?? [])], query);
}

/** What a filter form and a reset keep: the current tab and the kept parameters. */
export function pickKept(list: ListDeclaration, query: ListQueryValues): Record<string, string | undefined> {
  return pickValues([...(list.tabs ? [list.tabs.param] : []), ...(list.kept ?? [])], query);
}

/** The list with its tab and no filters: where 'Reset' and 'Clear search' lead. */
export function buildResetHref(list: ListDeclaration, query: ListQueryValues): string {
  return buildListHref(list.path, pickKept(list, query));
}

/** Whether any filter (not the tab, not the page) narrows the list: 'Reset' is offered. */
export function isListFiltered(list: ListDeclaration, query: ListQueryValues): boolean {
  return (list.filters ?? []).some((name) => isSet(query[name]));
}

/**
 * The tabs of a list: each leads to its value with the current filters (and the first page), the
 * current one marked. A tab's count is the API's; the 'All' tab's is the API's `all` or else the
 * sum of the tabs', which then split the rows between them.
 */
export function buildListTabs(
  list: ListDeclaration,
  query: ListQueryValues,
  labelOf: (value: string) => string,
  counts?: Readonly<Partial<Record<string, number>>>,
): FilterTab[] {
  if (!list.tabs) return [];
  const { param, values, hasAll = false } = list.tabs;
  const filters = pickFilters(list, query);
  const current = query[param];
  const tabs: FilterTab[] = values.map((value) => ({
    key: value,
    label: labelOf(value),
    to: buildListHref(list.path, { [param]: value, ...filters }),
    count: counts?.[value],
    isCurrent: current === value,
  }));
  if (!hasAll) return tabs;
  const sum = counts ? values.reduce((total, value) => total + (counts[value] ?? 0), 0) : undefined;
  const all: FilterTab = {
    key: ALL_TAB,
    label: labelOf(ALL_TAB),
    to: buildListHref(list.path, filters),
    count: counts?.[ALL_TAB] ?? sum,
    isCurrent: !isSet(current),
  };
  return [all, ...tabs];
}
