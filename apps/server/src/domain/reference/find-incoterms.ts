import {
  buildPaginationMeta,
  INCOTERMS_2020,
  INCOTERMS_PAGE_SIZE,
  type ApiLocale,
  type IncotermItem,
  type PaginationMeta,
} from '@portal/contract';

/** One page of the 11 Incoterms® 2020 rules (spec §9: paged by page number, 6 a page). */
export function findIncoterms(
  locale: ApiLocale,
  page: number,
): { items: IncotermItem[]; meta: PaginationMeta } {
  const start = (page - 1) * INCOTERMS_PAGE_SIZE;
  const items = INCOTERMS_2020.slice(start, start + INCOTERMS_PAGE_SIZE).map((rule) => ({
    code: rule.code,
    name: rule.name[locale],
    group: rule.group,
    description: rule.description[locale],
  }));
  return {
    items,
    meta: buildPaginationMeta(INCOTERMS_2020.length, { page, per_page: INCOTERMS_PAGE_SIZE }),
  };
}

/** Pages past the last are answered but not cached, so arbitrary page numbers cannot grow the cache. */
export function isIncotermsPageCached(page: number): boolean {
  return page <= Math.ceil(INCOTERMS_2020.length / INCOTERMS_PAGE_SIZE);
}
