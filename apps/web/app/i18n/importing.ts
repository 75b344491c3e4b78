import { useLazyNamespace } from './namespace';
import en from './locales/importing/en.json';
import ua from './locales/importing/ua.json';

export const IMPORTING_NS = 'importing' as const;

// Plural keys differ between the languages (Ukrainian needs one/few/many/other).
const BUNDLES: Record<string, typeof ua | typeof en> = { uk: ua, en };

/** The texts of the cabinet's importing countries (issue 15 §3): the steps of entering a market, progress per country and taking part in country events. A namespace of its own: it joins the shared store the first time such a page renders. */
export function useImportingTranslation() {
  return useLazyNamespace(IMPORTING_NS, BUNDLES);
}

/** The same texts for code outside React (route `meta`, tests). */
export const IMPORTING_RESOURCES = { uk: ua, en } as const;
