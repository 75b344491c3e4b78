import { useLazyNamespace } from './namespace';
import en from './locales/requests/en.json';
import ua from './locales/requests/ua.json';

export const REQUESTS_NS = 'requests' as const;

const BUNDLES: Record<string, typeof ua | typeof en> = { uk: ua, en };

/**
 * The interface texts of the exporter's requests: export applications, market-analysis requests, the lists of applications and statuses. A namespace of its own, like `pages`: it joins the shared
 * store the first time such a page renders, so other pages never carry it.
 */
export function useRequestsTranslation() {
  return useLazyNamespace(REQUESTS_NS, BUNDLES);
}

/** The same texts for code outside React (tests). */
export const REQUESTS_RESOURCES = { uk: ua, en } as const;
