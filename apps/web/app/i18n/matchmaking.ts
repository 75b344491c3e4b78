import { useLazyNamespace } from './namespace';
import en from './locales/matchmaking/en.json';
import ua from './locales/matchmaking/ua.json';

export const MATCHMAKING_NS = 'matchmaking' as const;

// Plural keys differ between the languages (Ukrainian needs one/few/many/other).
const BUNDLES: Record<string, typeof ua | typeof en> = { uk: ua, en };

/** The texts of matchmaking (issue 15 §4): import applications shared with exporters, in the cabinet and in the back office. A namespace of its own: it joins the shared store the first time such a page renders. */
export function useMatchmakingTranslation() {
  return useLazyNamespace(MATCHMAKING_NS, BUNDLES);
}

/** The same texts for code outside React (route `meta`, tests). */
export const MATCHMAKING_RESOURCES = { uk: ua, en } as const;
