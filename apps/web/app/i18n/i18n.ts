import type { TFunction } from 'i18next';
import { toApiLocale, type UiLocale } from '@portal/contract';
import { createTranslator, type I18n } from './translator';
import type ua from './locales/ua.json';

/**
 * A page's texts come from the shared store of catalogues (translator.ts). The main catalogue of a
 * language joins it with that language's pages (main-texts-ua.ts, main-texts-en.ts, brought by
 * the route of each language's tree, routes.ts), so a page's first load carries its own language
 * only; the server and the tests have both (main-texts.ts). Namespaces join with the code that
 * uses them (namespace.ts). i18next's codes ('uk', 'en') name the languages, so that CLDR's
 * plural rules apply (one/few/many/other); the interface's own codes are 'ua' and 'en' (spec §2).
 */
export type { I18n };

export type TranslationKeys = typeof ua;

/**
 * A fresh instance per request on the server and per page in the browser (ARCHITECTURE §6): its
 * own language over the shared, read-only store, so one request's language can never leak into
 * another's.
 */
export function createI18n(locale: UiLocale): I18n {
  return createTranslator(toApiLocale(locale));
}

const fixed = new Map<UiLocale, TFunction>();

/**
 * A translate function for code outside React (route `meta`, the API client). The catalogues
 * are read-only, so one shared instance per language is safe across requests.
 */
export function getFixedT(locale: UiLocale): TFunction {
  let t = fixed.get(locale);
  if (!t) {
    t = createI18n(locale).t;
    fixed.set(locale, t);
  }
  return t;
}
