import { toApiLocale } from '@portal/contract';
import { getLocaleFromPath } from './locale';
import type { PageMeta } from './meta';
import { useLazyNamespace } from './namespace';
import en from './locales/reports/en.json';
import ua from './locales/reports/ua.json';

export const REPORTS_NS = 'reports' as const;

const BUNDLES: Record<string, typeof ua | typeof en> = { uk: ua, en };

/**
 * The texts of the foreign company reports (issue 28 §3–§4): the exporter's search, orders and
 * order page, the statuses, and their back office. A namespace of its own: it joins the shared
 * store the first time such a page renders.
 */
export function useReportsTranslation() {
  return useLazyNamespace(REPORTS_NS, BUNDLES);
}

/** The same texts for code outside React (route `meta`, tests). */
export const REPORTS_RESOURCES = { uk: ua, en } as const;

type MetaTitleKey = Exclude<keyof (typeof ua)['meta'], 'description'>;

/**
 * The head of an exporter's report page (`buildPageMeta(args, reportsPageMeta(args, 'listTitle'))`):
 * its title in the URL's language, followed by `suffix` (an order's number), never indexed.
 */
export function reportsPageMeta(
  args: { location: { pathname: string } },
  key: MetaTitleKey,
  suffix?: string,
): PageMeta {
  const texts = REPORTS_RESOURCES[toApiLocale(getLocaleFromPath(args.location.pathname))].meta;
  return {
    title: suffix ? `${texts[key]} ${suffix}` : texts[key],
    description: texts.description,
    noindex: true,
  };
}
