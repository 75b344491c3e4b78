import { toApiLocale } from '@portal/contract';
import { getLocaleFromPath } from './locale';
import type { PageMeta } from './meta';
import { useLazyNamespace } from './namespace';
import en from './locales/support/en.json';
import ua from './locales/support/ua.json';

export const SUPPORT_NS = 'support' as const;

const BUNDLES: Record<string, typeof ua | typeof en> = { uk: ua, en };

/**
 * The texts of support (issue 29 §4): the cabinet's form with the user's messages and answers, and
 * the back office's list and message page. A namespace of its own: it joins the shared store the first time a page renders.
 */
export function useSupportTranslation() {
  return useLazyNamespace(SUPPORT_NS, BUNDLES);
}

/** The same texts for code outside React (route `meta`, tests). */
export const SUPPORT_RESOURCES = { uk: ua, en } as const;

/** The head of the support page in the URL's language, never indexed (a cabinet page). */
export function supportPageMeta(args: { location: { pathname: string } }): PageMeta {
  const texts = SUPPORT_RESOURCES[toApiLocale(getLocaleFromPath(args.location.pathname))].meta;
  return { title: texts.title, description: texts.description, noindex: true };
}
