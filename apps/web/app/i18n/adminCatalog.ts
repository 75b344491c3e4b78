import { useLazyNamespace } from './namespace';
import en from './locales/adminCatalog/en.json';
import ua from './locales/adminCatalog/ua.json';

export const ADMIN_CATALOG_NS = 'adminCatalog' as const;

// Plural keys differ between the languages (Ukrainian needs one/few/many/other).
const BUNDLES: Record<string, typeof ua | typeof en> = { uk: ua, en };

/** The texts of the back office's catalogue (issue 27 §3, §5): categories, services, the form designer. A namespace of its own: it joins the shared store the first time such a page renders. */
export function useAdminCatalogTranslation() {
  return useLazyNamespace(ADMIN_CATALOG_NS, BUNDLES);
}

/** The same texts for code outside React (route `meta`, the preview in each language, tests). */
export const ADMIN_CATALOG_RESOURCES = { uk: ua, en } as const;
