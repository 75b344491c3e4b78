import { useLazyNamespace } from './namespace';
import en from './locales/admin/en.json';
import ua from './locales/admin/ua.json';

export const ADMIN_NS = 'admin' as const;

const BUNDLES: Record<string, typeof ua | typeof en> = { uk: ua, en };

/**
 * The interface texts of the back-office (/admin). A namespace of its own, like `pages`: it joins the shared
 * store the first time such a page renders, so other pages never carry it.
 */
export function useAdminTranslation() {
  return useLazyNamespace(ADMIN_NS, BUNDLES);
}

/** The same texts for code outside React (tests). */
export const ADMIN_RESOURCES = { uk: ua, en } as const;
