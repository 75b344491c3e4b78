import { INT4_MAX } from '@portal/contract';

/** `?before=`: a message id (a whole number from 1 within the API's ids); anything else is the latest page. */
export function readBefore(params: URLSearchParams): number | undefined {
  const raw = params.get('before') ?? '';
  if (!/^\d{1,10}$/.test(raw)) return undefined;
  const before = Number(raw);
  return before >= 1 && before <= INT4_MAX ? before : undefined;
}

/** The plain address of the page before a message (the 'Earlier messages' link). */
export function buildEarlierHref(path: string, firstId: number): string {
  return `${path}?before=${firstId}`;
}
