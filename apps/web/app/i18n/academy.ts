import { toApiLocale } from '@portal/contract';
import { getLocaleFromPath } from './locale';
import type { PageMeta } from './meta';
import { useLazyNamespace } from './namespace';
import en from './locales/academy/en.json';
import ua from './locales/academy/ua.json';

export const ACADEMY_NS = 'academy' as const;

// Plural keys differ between the languages (Ukrainian needs one/few/many/other).
const BUNDLES: Record<string, typeof ua | typeof en> = { uk: ua, en };

/** The texts of the academy (issue 16 §3): courses, lessons, progress, certificates and their public check. A namespace of its own: it joins the shared store the first time such a page renders. */
export function useAcademyTranslation() {
  return useLazyNamespace(ACADEMY_NS, BUNDLES);
}

/** The same texts for code outside React (route `meta`, tests). */
export const ACADEMY_RESOURCES = { uk: ua, en } as const;

type MetaTitleKey = Exclude<keyof (typeof ua)['meta'], 'description'>;

/**
 * The head of an academy page (`buildPageMeta(args, academyPageMeta(args, 'courseTitle', title))`):
 * its title in the URL's language (or `title`, e.g. the course's own), never indexed (cabinet
 * pages, and a certificate's check names a person).
 */
export function academyPageMeta(
  args: { location: { pathname: string } },
  key: MetaTitleKey,
  title?: string,
): PageMeta {
  const texts = ACADEMY_RESOURCES[toApiLocale(getLocaleFromPath(args.location.pathname))].meta;
  return { title: title ?? texts[key], description: texts.description, noindex: true };
}
