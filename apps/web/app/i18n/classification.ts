import { useLazyNamespace } from './namespace';
import en from './locales/classification/en.json';
import ua from './locales/classification/ua.json';

export const CLASSIFICATION_NS = 'classification' as const;

// Plural keys differ between the languages (Ukrainian needs one/few/many/other).
const BUNDLES: Record<string, typeof ua | typeof en> = { uk: ua, en };

/**
 * The texts of the customs-code search (components/classification), used by the export
 * application, the market-analysis request and the import application. A small namespace of its
 * own, like `pages`: it joins the shared store the first time the search renders.
 */
export function useClassificationTranslation() {
  return useLazyNamespace(CLASSIFICATION_NS, BUNDLES);
}

/** The same texts for code outside React (tests). */
export const CLASSIFICATION_RESOURCES = { uk: ua, en } as const;
