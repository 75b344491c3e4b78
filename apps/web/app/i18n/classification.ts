import { useTranslation } from 'react-i18next';
import en from './locales/classification/en.json';
import ua from './locales/classification/ua.json';

export const CLASSIFICATION_NS = 'classification';

// Plural keys differ between the languages (Ukrainian needs one/few/many/other).
const BUNDLES: Record<string, typeof ua | typeof en> = { uk: ua, en };

/**
 * The texts of the customs-code search (components/classification), used by the export
 * application, the market-analysis request and the import application. A small namespace of its
 * own, like `pages`: it joins the shared store the first time the search renders.
 */
export function useClassificationTranslation() {
  const { i18n } = useTranslation();
  const bundle = BUNDLES[i18n.language];
  if (bundle && !i18n.hasResourceBundle(i18n.language, CLASSIFICATION_NS)) {
    i18n.addResourceBundle(i18n.language, CLASSIFICATION_NS, bundle, true, false);
  }
  return useTranslation(CLASSIFICATION_NS);
}

/** The same texts for code outside React (tests). */
export const CLASSIFICATION_RESOURCES = { uk: ua, en } as const;
