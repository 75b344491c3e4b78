import { toApiLocale } from '@portal/contract';
import { getLocaleFromPath } from './locale';
import type { PageMeta } from './meta';
import { useLazyNamespace } from './namespace';
import en from './locales/club/en.json';
import ua from './locales/club/ua.json';

export const CLUB_NS = 'club' as const;

// Plural keys differ between the languages (Ukrainian needs one/few/many/other).
const BUNDLES: Record<string, typeof ua | typeof en> = { uk: ua, en };

/** The texts of the business club (issue 16 §2): its events, registering, the waiting list. A namespace of its own: it joins the shared store the first time such a page renders. */
export function useClubTranslation() {
  return useLazyNamespace(CLUB_NS, BUNDLES);
}

/** The same texts for code outside React (route `meta`, tests). */
export const CLUB_RESOURCES = { uk: ua, en } as const;

type MetaTitleKey = Exclude<keyof (typeof ua)['meta'], 'description'>;

/**
 * The head of a club page (`buildPageMeta(args, clubPageMeta(args, 'listTitle'))`): its title in
 * the URL's language (or `title`, e.g. the event's own), never indexed (cabinet pages).
 */
export function clubPageMeta(
  args: { location: { pathname: string } },
  key: MetaTitleKey,
  title?: string,
): PageMeta {
  const texts = CLUB_RESOURCES[toApiLocale(getLocaleFromPath(args.location.pathname))].meta;
  return { title: title ?? texts[key], description: texts.description, noindex: true };
}
