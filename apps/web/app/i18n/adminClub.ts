import { useLazyNamespace } from './namespace';
import en from './locales/adminClub/en.json';
import ua from './locales/adminClub/ua.json';

export const ADMIN_CLUB_NS = 'adminClub' as const;

// Plural keys differ between the languages (Ukrainian needs one/few/many/other).
const BUNDLES: Record<string, typeof ua | typeof en> = { uk: ua, en };

/** The texts of the back office's club events (issue 16 §6): the list, the editor, publishing, the registrations. A namespace of its own: it joins the shared store the first time such a page renders. */
export function useAdminClubTranslation() {
  return useLazyNamespace(ADMIN_CLUB_NS, BUNDLES);
}

/** The same texts for code outside React (route `meta`, the preview in each language, tests). */
export const ADMIN_CLUB_RESOURCES = { uk: ua, en } as const;
