import { useRequestDeleteTexts } from '../shared/request-delete-texts';
import type { WebKindFacts } from '../shared/kind-facts';

/** Assistance requests in the web's shared request machinery (decision 044). */
export const assistantWeb = {
  kind: 'assistant',
  textKey: 'assistant',
  queueSubject: 'topic',
  useDeleteTexts: useRequestDeleteTexts,
} as const satisfies WebKindFacts;
