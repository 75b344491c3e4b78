import { useRequestDeleteTexts } from '../shared/request-delete-texts';
import type { WebKindFacts } from '../shared/kind-facts';

/** Orders of the catalogue's services in the web's shared request machinery (decision 044, issue 27). */
export const serviceOrderWeb = {
  kind: 'service_order',
  textKey: 'serviceOrder',
  queueSubject: 'service',
  useDeleteTexts: useRequestDeleteTexts,
} as const satisfies WebKindFacts;
