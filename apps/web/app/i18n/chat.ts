import { toApiLocale } from '@portal/contract';
import { getLocaleFromPath } from './locale';
import type { PageMeta } from './meta';
import { useLazyNamespace } from './namespace';
import en from './locales/chat/en.json';
import ua from './locales/chat/ua.json';

export const CHAT_NS = 'chat' as const;

const BUNDLES: Record<string, typeof ua | typeof en> = { uk: ua, en };

/**
 * The texts of the chat (issue 29): the cabinet's conversation, the back office's inbox,
 * conversation and canned answers. A namespace of its own: it joins the shared store the first
 * time a page renders.
 */
export function useChatTranslation() {
  return useLazyNamespace(CHAT_NS, BUNDLES);
}

/** The same texts for code outside React (route `meta`, tests). */
export const CHAT_RESOURCES = { uk: ua, en } as const;

/** The head of the chat's page in the URL's language, never indexed (a cabinet page). */
export function chatPageMeta(args: { location: { pathname: string } }): PageMeta {
  const texts = CHAT_RESOURCES[toApiLocale(getLocaleFromPath(args.location.pathname))].meta;
  return { title: texts.title, description: texts.description, noindex: true };
}
