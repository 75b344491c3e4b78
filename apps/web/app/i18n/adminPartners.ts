import { useLazyNamespace } from './namespace';
import en from './locales/adminPartners/en.json';
import ua from './locales/adminPartners/ua.json';

export const ADMIN_PARTNERS_NS = 'adminPartners' as const;

// Plural keys differ between the languages (Ukrainian needs one/few/many/other).
const BUNDLES: Record<string, typeof ua | typeof en> = { uk: ua, en };

/**
 * The texts of the back office's professional partners (issue 16 §6): the list, the editor in
 * both languages, publishing and the requests received. A namespace of its own: it joins the
 * shared store the first time such a page renders.
 */
export function useAdminPartnersTranslation() {
  return useLazyNamespace(ADMIN_PARTNERS_NS, BUNDLES);
}

/** The same texts for code outside React (route `meta`, the preview in each language, tests). */
export const ADMIN_PARTNERS_RESOURCES = { uk: ua, en } as const;
