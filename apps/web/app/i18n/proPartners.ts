import { toApiLocale } from '@portal/contract';
import { getLocaleFromPath } from './locale';
import type { PageMeta } from './meta';
import { useLazyNamespace } from './namespace';
import en from './locales/proPartners/en.json';
import ua from './locales/proPartners/ua.json';

export const PRO_PARTNERS_NS = 'proPartners' as const;

// Plural keys differ between the languages (Ukrainian needs one/few/many/other).
const BUNDLES: Record<string, typeof ua | typeof en> = { uk: ua, en };

/**
 * The texts of the professional partners (issue 16 §4): the directory, a partner's page, writing
 * to it. A namespace of its own: it joins the shared store the first time such a page renders.
 */
export function useProPartnersTranslation() {
  return useLazyNamespace(PRO_PARTNERS_NS, BUNDLES);
}

/** The same texts for code outside React (route `meta`, tests). */
export const PRO_PARTNERS_RESOURCES = { uk: ua, en } as const;

type MetaTitleKey = Exclude<keyof (typeof ua)['meta'], 'description'>;

/**
 * The head of a partners page (`buildPageMeta(args, proPartnersPageMeta(args, 'listTitle'))`): its
 * title in the URL's language (or `title`, e.g. the partner's name), never indexed (cabinet pages).
 */
export function proPartnersPageMeta(
  args: { location: { pathname: string } },
  key: MetaTitleKey,
  title?: string,
): PageMeta {
  const texts = PRO_PARTNERS_RESOURCES[toApiLocale(getLocaleFromPath(args.location.pathname))].meta;
  return { title: title ?? texts[key], description: texts.description, noindex: true };
}
