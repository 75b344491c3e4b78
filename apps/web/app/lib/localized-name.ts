import type { ApiLocale, UiLocale } from '@portal/contract';

/** A name kept in both languages: a company's (name_ru/name_en) or a product's (product_name_uk/en). */
export type LocalizedName = { uk: string; en: string };

/** The language a text is written in, as a `lang` attribute takes it. */
export type NameLang = ApiLocale;

/** A picked name and its `lang` when it differs from the page's (undefined: the page's own language). */
export type PickedName = { text: string; lang: NameLang | undefined };

/** The language of a page of the given locale. */
function pageLang(locale: UiLocale): NameLang {
  return locale === 'en' ? 'en' : 'uk';
}

/**
 * The `lang` a text of language `lang` needs on a page of `locale`: undefined when the page is
 * in that language already, so `<span lang={…}>` marks only the foreign text.
 */
export function foreignLang(lang: NameLang, locale: UiLocale): NameLang | undefined {
  return lang === pageLang(locale) ? undefined : lang;
}

/**
 * The name for a page (issue 13 §6): on English pages the English name when it is not blank,
 * else the Ukrainian one; on Ukrainian pages the reverse. Both blank: ''. Trimmed.
 */
export function pickName(name: LocalizedName, locale: UiLocale): string {
  return pickNameWithLang(name, locale).text;
}

/** pickName with the `lang` the text needs when it is the fallback (the other language). */
export function pickNameWithLang(name: LocalizedName, locale: UiLocale): PickedName {
  const own = pageLang(locale);
  const other: NameLang = own === 'en' ? 'uk' : 'en';
  const ownText = name[own].trim();
  if (ownText) return { text: ownText, lang: undefined };
  const otherText = name[other].trim();
  return { text: otherText, lang: otherText ? other : undefined };
}

/**
 * The name in the language pickName did not choose, when it is given and differs (a second line
 * under the picked name), with its `lang`; null otherwise.
 */
export function otherName(name: LocalizedName, locale: UiLocale): PickedName | null {
  const picked = pickNameWithLang(name, locale);
  const own = pageLang(locale);
  const pickedLang = picked.lang ?? own;
  const otherLang: NameLang = pickedLang === 'en' ? 'uk' : 'en';
  const text = name[otherLang].trim();
  if (!text || text === picked.text) return null;
  return { text, lang: foreignLang(otherLang, locale) };
}
