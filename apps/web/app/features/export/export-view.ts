import type { ExportLevel } from './export-query';

/** A step of the breadcrumb trail: the last one is the current list. */
export type Crumb = { label: string; to?: string };

/** One row of the browser's table, whatever the level. */
export type BrowserRow = {
  code: string;
  /** The code as shown ('Розділ I', '01', '0101 21'). */
  display: string;
  name: string;
  /** Where the row leads; null for subheadings (the last level). */
  href: string | null;
  /** Sections only: their chapters ('01–05'). */
  chapters?: string;
  /** Search results only: the row's level. */
  level?: 'group' | 'item' | 'goods';
};

/** What the browser shows: one page of one list. */
export type BrowserView = {
  level: ExportLevel;
  heading: string;
  caption: string;
  crumbs: Crumb[];
  q: string;
  rows: BrowserRow[];
  total: number;
  page: number;
  pageCount: number;
  /** A search list hit the API's limit of results on some level. */
  isLimited: boolean;
  /** A search shorter than the API accepts: nothing was searched. */
  isTooShort?: boolean;
};
