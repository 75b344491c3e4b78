import type { RequestKind } from '@portal/contract';

/**
 * A kind's name in test ids and form ids (decision 026 §1): its API identifier with hyphens
 * (`check-list-form`, `country-analysis-count`), so the shared parts name no kind themselves.
 */
export function kindTestId(kind: RequestKind, part: string): string {
  return `${kind.replace(/_/g, '-')}-${part}`;
}
