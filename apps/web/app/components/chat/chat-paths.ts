/** `?before=`: a message id, a whole number from 1; anything else is the latest page. */
export function readBefore(params: URLSearchParams): number | undefined {
  const raw = params.get('before') ?? '';
  if (!/^\d{1,15}$/.test(raw)) return undefined;
  const before = Number(raw);
  return before >= 1 && before <= Number.MAX_SAFE_INTEGER ? before : undefined;
}

/** The plain address of the page before a message (the 'Earlier messages' link). */
export function buildEarlierHref(path: string, firstId: number): string {
  return `${path}?before=${firstId}`;
}
