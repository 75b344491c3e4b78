/** One entry of a page list: a page number, or a gap standing for the pages left out. */
export type PageRangeItem = number | 'gap';

/**
 * The page numbers to show for page `current` of `total`: always the first and the last page,
 * `siblings` pages either side of the current one, and a gap where pages are left out. A gap
 * never stands for a single page (that page is shown instead), so the list keeps its length
 * while the user moves through the pages.
 */
export function buildPageRange(current: number, total: number, siblings = 1): PageRangeItem[] {
  if (total <= 0) return [];
  const page = clampPage(current, total);
  // first, last, current, the siblings and two gaps
  const slots = 2 * siblings + 5;
  if (total <= slots) return range(1, total);

  const left = Math.max(page - siblings, 2);
  const right = Math.min(page + siblings, total - 1);
  const hasLeftGap = left > 3;
  const hasRightGap = right < total - 2;

  if (!hasLeftGap) return [...range(1, slots - 2), 'gap', total];
  if (!hasRightGap) return [1, 'gap', ...range(total - (slots - 3), total)];
  return [1, 'gap', ...range(left, right), 'gap', total];
}

/** `page` as a whole number between 1 and `total` (1 when there are no pages). */
export function clampPage(page: number, total: number): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.trunc(page)), Math.max(1, total));
}

/** The number of pages holding `count` items, `perPage` to a page (at least one page). */
export function countPages(count: number, perPage: number): number {
  return Math.max(1, Math.ceil(count / perPage));
}

/** Reads a page number from a query value: anything but a positive whole number is page 1. */
export function parsePageParam(value: string | null | undefined): number {
  if (!value || !/^\d{1,6}$/.test(value)) return 1;
  return Math.max(1, Number(value));
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, index) => from + index);
}
