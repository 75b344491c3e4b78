import { useTranslation } from 'react-i18next';
import en from './locales/requests/en.json';
import ua from './locales/requests/ua.json';

export const REQUESTS_NS = 'requests';

const BUNDLES: Record<string, typeof ua | typeof en> = { uk: ua, en };

/**
 * The interface texts of the exporter's requests: export applications, market-analysis requests, the lists of applications and statuses. A namespace of its own, like `pages`: it joins the shared
 * store the first time such a page renders, so other pages never carry it.
 */
export function useRequestsTranslation() {
  const { i18n } = useTranslation();
  const bundle = BUNDLES[i18n.language];
  if (bundle && !i18n.hasResourceBundle(i18n.language, REQUESTS_NS)) {
    i18n.addResourceBundle(i18n.language, REQUESTS_NS, bundle, true, false);
  }
  return useTranslation(REQUESTS_NS);
}

/** The same texts for code outside React (tests). */
export const REQUESTS_RESOURCES = { uk: ua, en } as const;
