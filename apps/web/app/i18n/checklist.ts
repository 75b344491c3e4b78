import { useTranslation } from 'react-i18next';
import en from './locales/checklist/en.json';
import ua from './locales/checklist/ua.json';

export const CHECKLIST_NS = 'checklist';

const BUNDLES: Record<string, typeof ua | typeof en> = { uk: ua, en };

/**
 * The interface texts of market-analysis requests (check-list), the lists of all applications
 * and statuses, and the portal notifications. A namespace of its own, like `pages`: it joins the shared
 * store the first time such a page renders, so other pages never carry it.
 */
export function useChecklistTranslation() {
  const { i18n } = useTranslation();
  const bundle = BUNDLES[i18n.language];
  if (bundle && !i18n.hasResourceBundle(i18n.language, CHECKLIST_NS)) {
    i18n.addResourceBundle(i18n.language, CHECKLIST_NS, bundle, true, false);
  }
  return useTranslation(CHECKLIST_NS);
}

/** The same texts for code outside React (tests). */
export const CHECKLIST_RESOURCES = { uk: ua, en } as const;
