import type { RequestKind } from '@portal/contract';

/**
 * A kind's name in test ids and form ids (decision 026 §1): its API identifier with hyphens
 * (`check-list-form`, `country-analysis-count`), so the shared parts name no kind themselves.
 */
export function kindTestId(kind: RequestKind, part: string): string {
  return `${kindSlug(kind)}-${part}`;
}

/** A kind's API identifier with hyphens: its folders' name (decision 044) and its ids' prefix. */
export function kindSlug(kind: RequestKind): string {
  return kind.replaceAll('_', '-');
}
