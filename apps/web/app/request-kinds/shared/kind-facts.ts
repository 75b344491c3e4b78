import type { RequestKind } from '@portal/contract';
import type { DeleteDraftTexts } from '../../components/requests/delete-draft-dialog';

/**
 * What the web's shared request machinery reads of a kind (issue 26 §1, decision 044), beside
 * the contract's `REQUEST_KIND_INFO` (paths, status set, names) and `REQUEST_KIND_CALLS`. Each
 * kind declares its facts in `request-kinds/<kind>/kind.ts`; `request-kinds/registry.ts` lists them.
 */
export type WebKindFacts = {
  readonly kind: RequestKind;
  /** The kind's subtree in the back office's catalogue (`salesMarket.title`, `meta.titles.salesMarket`). */
  readonly textKey: string;
  /** What a queue row's subject column is headed with: the product, (assistance) the topic, or (orders) the service. */
  readonly queueSubject: 'product' | 'topic' | 'service';
  /** Offered (by this label of the cabinet's catalogue) where a company has no requests yet. */
  readonly createOffer?: string;
  /** The 'delete draft' dialog's texts, in the kind's own catalogue (a hook: it reads a catalogue). */
  useDeleteTexts(number: number): DeleteDraftTexts;
};
