import { useLazyNamespace } from './namespace';
import en from './locales/adminAcademy/en.json';
import ua from './locales/adminAcademy/ua.json';

export const ADMIN_ACADEMY_NS = 'adminAcademy' as const;

// Plural keys differ between the languages (Ukrainian needs one/few/many/other).
const BUNDLES: Record<string, typeof ua | typeof en> = { uk: ua, en };

/** The texts of the academy's back office (issue 16 §6): courses and lessons in both languages. A namespace of its own: it joins the shared store the first time such a page renders. */
export function useAdminAcademyTranslation() {
  return useLazyNamespace(ADMIN_ACADEMY_NS, BUNDLES);
}

/** The same texts for code outside React (route `meta`, tests). */
export const ADMIN_ACADEMY_RESOURCES = { uk: ua, en } as const;
