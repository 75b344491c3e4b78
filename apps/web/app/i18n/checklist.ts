import { useLazyNamespace } from './namespace';
import en from './locales/checklist/en.json';
import ua from './locales/checklist/ua.json';

export const CHECKLIST_NS = 'checklist' as const;

const BUNDLES: Record<string, typeof ua | typeof en> = { uk: ua, en };

/**
 * The interface texts of market-analysis requests (check-list), the lists of all applications
 * and statuses, and the portal notifications. A namespace of its own, like `pages`: it joins the shared
 * store the first time such a page renders, so other pages never carry it.
 */
export function useChecklistTranslation() {
  return useLazyNamespace(CHECKLIST_NS, BUNDLES);
}

/** The same texts for code outside React (tests). */
export const CHECKLIST_RESOURCES = { uk: ua, en } as const;
