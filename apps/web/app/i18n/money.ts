import { useLazyNamespace } from './namespace';
import en from './locales/money/en.json';
import ua from './locales/money/ua.json';

export const MONEY_NS = 'money' as const;

// Plural keys differ between the languages (Ukrainian needs one/few/many/other).
const BUNDLES: Record<string, typeof ua | typeof en> = { uk: ua, en };

/**
 * The texts of paying for the portal (issue 14): invoices, the checkout, buying and the trial on
 * /tariffs, the professional services. A namespace of its own, like `pages`: it joins the shared
 * store the first time such a page renders, so other pages never carry it.
 */
export function useMoneyTranslation() {
  return useLazyNamespace(MONEY_NS, BUNDLES);
}

/** The same texts for code outside React (route `meta`, tests). */
export const MONEY_RESOURCES = { uk: ua, en } as const;
