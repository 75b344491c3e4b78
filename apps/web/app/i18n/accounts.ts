import { useLazyNamespace } from './namespace';
import en from './locales/accounts/en.json';
import ua from './locales/accounts/ua.json';

export const ACCOUNTS_NS = 'accounts' as const;

// Plural keys differ between the languages (Ukrainian needs one/few/many/other).
const BUNDLES: Record<string, typeof ua | typeof en> = { uk: ua, en };

/**
 * The texts of the sign-in, registration and cabinet pages. They are a namespace of their own,
 * imported only by those pages' code, so the landing page's bundle does not carry them
 * (decision 004: the main catalogues ship with every page). The bundle joins the shared,
 * read-only store the first time a page of this kind renders; adding it again is a no-op.
 */
export function useAccountsTranslation() {
  return useLazyNamespace(ACCOUNTS_NS, BUNDLES);
}

/** The same texts for code outside React (tests). */
export const ACCOUNTS_RESOURCES = { uk: ua, en } as const;
