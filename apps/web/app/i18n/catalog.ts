import { toApiLocale } from '@portal/contract';
import { getLocaleFromPath } from './locale';
import type { PageMeta } from './meta';
import { useLazyNamespace } from './namespace';
import en from './locales/catalog/en.json';
import ua from './locales/catalog/ua.json';

export const CATALOG_NS = 'catalog' as const;

const BUNDLES: Record<string, typeof ua | typeof en> = { uk: ua, en };

/** The texts of the exporter's catalogue of services and orders (issue 27 §2). A namespace of its own: it joins the shared store the first time such a page renders. */
export function useCatalogTranslation() {
  return useLazyNamespace(CATALOG_NS, BUNDLES);
}

/** The same texts for code outside React (route `meta`, tests). */
export const CATALOG_RESOURCES = { uk: ua, en } as const;

type MetaTitleKey = Exclude<keyof (typeof ua)['meta'], 'description'>;

/**
 * The head of a catalogue page (`buildPageMeta(args, catalogPageMeta(args, 'catalogTitle'))`): its
 * title in the URL's language, followed by `suffix` (an order's number, a service's title), never
 * indexed (cabinet pages).
 */
export function catalogPageMeta(
  args: { location: { pathname: string } },
  key: MetaTitleKey,
  suffix?: string,
): PageMeta {
  const texts = CATALOG_RESOURCES[toApiLocale(getLocaleFromPath(args.location.pathname))].meta;
  return {
    title: suffix ? `${texts[key]} ${suffix}` : texts[key],
    description: texts.description,
    noindex: true,
  };
}
