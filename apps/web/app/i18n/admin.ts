import { useTranslation } from 'react-i18next';
import en from './locales/admin/en.json';
import ua from './locales/admin/ua.json';

export const ADMIN_NS = 'admin';

const BUNDLES: Record<string, typeof ua | typeof en> = { uk: ua, en };

/**
 * The interface texts of the back-office (/admin). A namespace of its own, like `pages`: it joins the shared
 * store the first time such a page renders, so other pages never carry it.
 */
export function useAdminTranslation() {
  const { i18n } = useTranslation();
  const bundle = BUNDLES[i18n.language];
  if (bundle && !i18n.hasResourceBundle(i18n.language, ADMIN_NS)) {
    i18n.addResourceBundle(i18n.language, ADMIN_NS, bundle, true, false);
  }
  return useTranslation(ADMIN_NS);
}

/** The same texts for code outside React (tests). */
export const ADMIN_RESOURCES = { uk: ua, en } as const;
