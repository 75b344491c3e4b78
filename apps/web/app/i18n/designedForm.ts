import type { UiLocale } from '@portal/contract';
import { toApiLocale } from '@portal/contract';
import { useLazyNamespace } from './namespace';
import en from './locales/designedForm/en.json';
import ua from './locales/designedForm/ua.json';

export const DESIGNED_FORM_NS = 'designedForm' as const;

const BUNDLES: Record<string, typeof ua | typeof en> = { uk: ua, en };

/**
 * The texts of the forms managers design (issue 27 §3): placeholders, hints, kept files, the
 * read-only answers. A namespace of its own, joining the shared store the first time such a form
 * renders. `locale` renders them in a language other than the page's (the back office shows a
 * form in both side by side); by default the page's.
 */
export function useDesignedFormTranslation(locale?: UiLocale) {
  const { i18n, t } = useLazyNamespace(DESIGNED_FORM_NS, BUNDLES);
  const lang = locale ? toApiLocale(locale) : i18n.language;
  if (lang === i18n.language) return { t };
  const bundle = BUNDLES[lang];
  if (bundle && !i18n.hasResourceBundle(lang, DESIGNED_FORM_NS)) {
    i18n.addResourceBundle(lang, DESIGNED_FORM_NS, bundle);
  }
  return { t: i18n.getFixedT(lang, DESIGNED_FORM_NS) };
}

/** The same texts for code outside React (tests). */
export const DESIGNED_FORM_RESOURCES = { uk: ua, en } as const;
