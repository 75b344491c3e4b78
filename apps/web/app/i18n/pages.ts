import { useLazyNamespace } from './namespace';
import en from './locales/pages/en.json';
import ua from './locales/pages/ua.json';

export const PAGES_NS = 'pages' as const;

// Plural keys differ between the languages (Ukrainian needs one/few/many/other).
const BUNDLES: Record<string, typeof ua | typeof en> = { uk: ua, en };

/**
 * The interface texts of the FAQ, legal, tariffs and import-application pages. Like `accounts`,
 * a namespace of its own imported only by those pages' code, so the landing page's bundle does
 * not carry it; the long texts themselves come from the API in the loaders. The bundle joins the
 * shared, read-only store the first time such a page renders; adding it again is a no-op.
 */
export function usePagesTranslation() {
  return useLazyNamespace(PAGES_NS, BUNDLES);
}

/** The same texts for code outside React (tests). */
export const PAGES_RESOURCES = { uk: ua, en } as const;
