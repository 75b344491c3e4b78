import { useRequestDeleteTexts } from '../shared/request-delete-texts';
import type { WebKindFacts } from '../shared/kind-facts';

/** Country-analysis requests in the web's shared request machinery (decision 044). */
export const countryAnalysisWeb = {
  kind: 'country_analysis',
  textKey: 'countryAnalysis',
  queueSubject: 'product',
  useDeleteTexts: useRequestDeleteTexts,
} as const satisfies WebKindFacts;
