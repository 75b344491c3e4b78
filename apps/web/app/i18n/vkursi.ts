import { toApiLocale } from '@portal/contract';
import { getLocaleFromPath } from './locale';
import type { PageMeta } from './meta';
import { useLazyNamespace } from './namespace';
import en from './locales/vkursi/en.json';
import ua from './locales/vkursi/ua.json';

export const VKURSI_NS = 'vkursi' as const;

const BUNDLES: Record<string, typeof ua | typeof en> = { uk: ua, en };

/** The texts of the Vkursi page (issue 16 §5): what the service gives, the account, opening it. A namespace of its own: it joins the shared store the first time the page renders. */
export function useVkursiTranslation() {
  return useLazyNamespace(VKURSI_NS, BUNDLES);
}

/** The same texts for code outside React (route `meta`, tests). */
export const VKURSI_RESOURCES = { uk: ua, en } as const;

/** The head of the Vkursi page in the URL's language, never indexed (a cabinet page). */
export function vkursiPageMeta(args: { location: { pathname: string } }): PageMeta {
  const texts = VKURSI_RESOURCES[toApiLocale(getLocaleFromPath(args.location.pathname))].meta;
  return { title: texts.title, description: texts.description, noindex: true };
}
