import { toApiLocale } from '@portal/contract';
import { getLocaleFromPath } from './locale';
import type { PageMeta } from './meta';
import { useLazyNamespace } from './namespace';
import en from './locales/courier/en.json';
import ua from './locales/courier/ua.json';

export const COURIER_NS = 'courier' as const;

const BUNDLES: Record<string, typeof ua | typeof en> = { uk: ua, en };

/**
 * The texts of the courier pickup form (issue 28 §5): the cabinet's page and the back office's
 * list and page. A namespace of its own: it joins the shared store the first time a page renders.
 */
export function useCourierTranslation() {
  return useLazyNamespace(COURIER_NS, BUNDLES);
}

/** The same texts for code outside React (route `meta`, tests). */
export const COURIER_RESOURCES = { uk: ua, en } as const;

/** The head of the courier page in the URL's language, never indexed (a cabinet page). */
export function courierPageMeta(args: { location: { pathname: string } }): PageMeta {
  const texts = COURIER_RESOURCES[toApiLocale(getLocaleFromPath(args.location.pathname))].meta;
  return { title: texts.title, description: texts.description, noindex: true };
}
