/** One hit of the product-code finder: a heading (4 digits) or a subheading (6 digits). */
export type ProductCodeHit = { code: string; name: string; kind: 'heading' | 'subheading' };

/** At most this many hits are listed; the rest are found by typing more. */
export const MAX_HITS = 12;
export const MIN_QUERY_LENGTH = 2;

/**
 * Headings and subheadings in one list, ordered by code so that a heading comes right before
 * its subheadings, without duplicates, at most `MAX_HITS`.
 */
export function mergeProductCodeHits(
  headings: readonly { code: string; name: string }[],
  subheadings: readonly { code: string; name: string }[],
): ProductCodeHit[] {
  const byCode = new Map<string, ProductCodeHit>();
  for (const item of headings) byCode.set(item.code, { code: item.code, name: item.name, kind: 'heading' });
  for (const item of subheadings) {
    if (!byCode.has(item.code))
      byCode.set(item.code, { code: item.code, name: item.name, kind: 'subheading' });
  }
  return [...byCode.values()].sort((a, b) => a.code.localeCompare(b.code)).slice(0, MAX_HITS);
}

/** Whether a query is long enough to search (the API's own minimum). */
export function isSearchable(query: string): boolean {
  return query.trim().length >= MIN_QUERY_LENGTH;
}
