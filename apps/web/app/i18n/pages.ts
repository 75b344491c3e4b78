import { useTranslation } from 'react-i18next';
import en from './locales/pages/en.json';
import ua from './locales/pages/ua.json';

export const PAGES_NS = 'pages';

// Plural keys differ between the languages (Ukrainian needs one/few/many/other).
const BUNDLES: Record<string, typeof ua | typeof en> = { uk: ua, en };

/**
 * The interface texts of the FAQ, legal, tariffs and import-application pages. Like `accounts`,
 * a namespace of its own imported only by those pages' code, so the landing page's bundle does
 * not carry it; the long texts themselves come from the API in the loaders. The bundle joins the
 * shared, read-only store the first time such a page renders; adding it again is a no-op.
 */
export function usePagesTranslation() {
  const { i18n } = useTranslation();
  const bundle = BUNDLES[i18n.language];
  if (bundle && !i18n.hasResourceBundle(i18n.language, PAGES_NS)) {
    i18n.addResourceBundle(i18n.language, PAGES_NS, bundle, true, false);
  }
  return useTranslation(PAGES_NS);
}

/** The same texts for code outside React (tests). */
export const PAGES_RESOURCES = { uk: ua, en } as const;
