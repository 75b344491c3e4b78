/**
 * The state of the /export product browser lives in the URL (`?section=I&group=01&item=0101
 * &page=2&q=мед`), so it works without JavaScript and every view can be shared. These pure
 * functions read it, fill in the levels a deeper code implies and write the links.
 */

export type ExportQuery = {
  /** Roman numeral I–XXI, upper case. */
  section: string | null;
  /** Group (HS chapter), 2 digits. */
  group: string | null;
  /** Product item (HS heading), 4 digits. */
  item: string | null;
  page: number;
  /** Search text, trimmed; '' for none. */
  q: string;
};

export type ExportLevel = 'sections' | 'groups' | 'items' | 'goods' | 'search';

/** The longest search the API takes. */
export const EXPORT_SEARCH_MAX_LENGTH = 100;
/** A search across the whole classification needs this many characters (the API's rule). */
export const EXPORT_SEARCH_MIN_LENGTH = 2;
/** Rows on a page of the browser. */
export const EXPORT_PAGE_SIZE = 25;

const ROMAN = /^(X{0,2})(IX|IV|V?I{0,3})$/;

/** A Roman numeral from I to XXI, or null. */
export function parseSectionCode(value: string | null): string | null {
  const text = (value ?? '').trim().toUpperCase();
  if (!text || !ROMAN.test(text)) return null;
  return toSectionNumber(text) <= 21 ? text : null;
}

function toSectionNumber(roman: string): number {
  const values: Record<string, number> = { I: 1, V: 5, X: 10 };
  let total = 0;
  for (let index = 0; index < roman.length; index += 1) {
    const value = values[roman[index]!]!;
    const next = values[roman[index + 1] ?? ''] ?? 0;
    total += value < next ? -value : value;
  }
  return total;
}

function parseDigits(value: string | null, length: number): string | null {
  const digits = (value ?? '').replace(/[\s.]/g, '');
  return new RegExp(`^\\d{${length}}$`).test(digits) ? digits : null;
}

function parsePage(value: string | null): number {
  if (!value || !/^\d{1,6}$/.test(value)) return 1;
  return Math.max(1, Number(value));
}

/** Reads the browser's state from the query; anything malformed is left out. */
export function parseExportQuery(params: URLSearchParams): ExportQuery {
  const item = parseDigits(params.get('item'), 4);
  // A deeper code decides the levels above it: item 0101 is in group 01.
  const group = item ? item.slice(0, 2) : parseDigits(params.get('group'), 2);
  return {
    section: parseSectionCode(params.get('section')),
    group,
    item,
    page: parsePage(params.get('page')),
    q: (params.get('q') ?? '').trim().slice(0, EXPORT_SEARCH_MAX_LENGTH),
  };
}

/** Which list the query shows. */
export function getExportLevel(query: ExportQuery): ExportLevel {
  if (query.q) return 'search';
  if (query.item) return 'goods';
  if (query.group) return 'items';
  if (query.section) return 'groups';
  return 'sections';
}

/** The address of a view of the browser, on `/export` in either language. */
export function buildExportHref(
  basePath: string,
  state: Partial<Pick<ExportQuery, 'section' | 'group' | 'item' | 'q'>> & { page?: number },
): string {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  if (state.section) params.set('section', state.section);
  if (state.group) params.set('group', state.group);
  if (state.item) params.set('item', state.item);
  if (state.page && state.page > 1) params.set('page', String(state.page));
  const search = params.toString();
  return search ? `${basePath}?${search}` : basePath;
}

/** How a code is printed: sections as they are, subheadings as `0101 21` (the tariff's way). */
export function formatHsCode(code: string): string {
  return /^\d{6}$/.test(code) ? `${code.slice(0, 4)} ${code.slice(4)}` : code;
}
