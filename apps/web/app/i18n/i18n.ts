import i18next, { type i18n as I18n, type TFunction } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { toApiLocale, type UiLocale } from '@portal/contract';
import en from './locales/en.json';
import ua from './locales/ua.json';

/**
 * The main catalogue ships with every page; the cookie banner brings its own namespace
 * (`consent`) with its lazily loaded code.
 * i18next speaks BCP 47 ('uk', 'en') so that CLDR plural rules apply (one/few/many/other);
 * the interface's own codes are 'ua' and 'en' (spec §2).
 */
export const resources = {
  uk: { translation: ua },
  en: { translation: en },
} as const;

export type TranslationKeys = typeof ua;

let base: I18n | undefined;

/** The catalogues, parsed once per process: request instances are clones sharing them. */
function getBaseInstance(): I18n {
  if (!base) {
    base = i18next.createInstance();
    void base.use(initReactI18next).init({
      lng: 'uk',
      fallbackLng: false,
      resources,
      initAsync: false,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  }
  return base;
}

/**
 * A fresh instance per request on the server and per page in the browser (ARCHITECTURE §6):
 * a clone with its own language over the shared, read-only resource store, so one request's
 * language can never leak into another's, without parsing the catalogues every time.
 */
export function createI18n(locale: UiLocale): I18n {
  return getBaseInstance().cloneInstance({ lng: toApiLocale(locale), initAsync: false });
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
