import { useLazyNamespace } from './namespace';
import en from './locales/countryActions/en.json';
import ua from './locales/countryActions/ua.json';

export const COUNTRY_ACTIONS_NS = 'countryActions' as const;

// Plural keys differ between the languages (Ukrainian needs one/few/many/other).
const BUNDLES: Record<string, typeof ua | typeof en> = { uk: ua, en };

/** The texts of the back office's country events (issue 15 §3, §5): editing in both languages and the participants. A namespace of its own: it joins the shared store the first time such a page renders. */
export function useCountryActionsTranslation() {
  return useLazyNamespace(COUNTRY_ACTIONS_NS, BUNDLES);
}

/** The same texts for code outside React (route `meta`, tests). */
export const COUNTRY_ACTIONS_RESOURCES = { uk: ua, en } as const;
