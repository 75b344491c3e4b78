import { useLazyNamespace } from './namespace';
import { toApiLocale } from '@portal/contract';
import { getLocaleFromPath } from './locale';
import type { PageMeta } from './meta';
import en from './locales/advisory/en.json';
import ua from './locales/advisory/ua.json';

export const ADVISORY_NS = 'advisory' as const;

// Plural keys differ between the languages (Ukrainian needs one/few/many/other).
const BUNDLES: Record<string, typeof ua | typeof en> = { uk: ua, en };

/**
 * The texts of the office's advice (issue 15 §1–2): the published country analyses, the
 * exporter's country-analysis requests and the assistance requests. A namespace of its own, like
 * `money`: it joins the shared store the first time such a page renders.
 */
export function useAdvisoryTranslation() {
  return useLazyNamespace(ADVISORY_NS, BUNDLES);
}

/** The same texts for code outside React (route `meta`, tests). */
export const ADVISORY_RESOURCES = { uk: ua, en } as const;

type MetaTitleKey = Exclude<keyof (typeof ua)['meta'], 'description'>;

/**
 * The head of a page of this namespace (`buildPageMeta(args, advisoryPageMeta(args, 'listTitle'))`):
 * its title in the URL's language, never indexed (cabinet pages).
 */
export function advisoryPageMeta(
  args: { location: { pathname: string } },
  key: MetaTitleKey,
  suffix?: string,
): PageMeta {
  const texts = ADVISORY_RESOURCES[toApiLocale(getLocaleFromPath(args.location.pathname))].meta;
  return {
    title: suffix ? `${texts[key]} ${suffix}` : texts[key],
    description: texts.description,
    noindex: true,
  };
}
