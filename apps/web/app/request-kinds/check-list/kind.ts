import { useRequestDeleteTexts } from '../shared/request-delete-texts';
import type { WebKindFacts } from '../shared/kind-facts';

/** Market-analysis requests in the web's shared request machinery (decision 044). */
export const checkListWeb = {
  kind: 'check_list',
  textKey: 'checkList',
  queueSubject: 'product',
  createOffer: 'applications.createCheckList',
  useDeleteTexts: useRequestDeleteTexts,
} as const satisfies WebKindFacts;
