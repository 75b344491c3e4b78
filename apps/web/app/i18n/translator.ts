import type { FlatNamespace, TFunction } from 'i18next';

/**
 * The portal's translate function (decision 054): the part of i18next the catalogues use — nested
 * keys, `{{name}}` interpolation without escaping, CLDR plural forms by `count` (JSON v4:
 * `_one`, `_few`, `_many`, `_other`, and `_zero` for 0 when a catalogue has it), `defaultValue`
 * and `returnObjects` — in a kilobyte instead of i18next's 15 KB in every page's first load.
 * The keys stay typed by i18next's own types (i18next.d.ts); translator.test.ts checks every
 * text of every catalogue against i18next itself.
 */

/** A catalogue (locales/**.json): texts under nested keys. */
export type Catalogue = { readonly [key: string]: unknown };

/** i18next's language codes ('uk', 'en'), which CLDR's plural rules understand. */
export type TextLanguage = string;

/** The portal's i18n instance: one language over the shared catalogues. */
export type I18n = {
  readonly language: TextLanguage;
  readonly t: TFunction;
  /** A translate function of a language and namespace, the same function on every call. */
  getFixedT<N extends FlatNamespace = 'translation'>(language: TextLanguage, ns?: N): TFunction<N>;
  hasResourceBundle(language: TextLanguage, ns: string): boolean;
  /** Adds a namespace's texts in a language; a namespace already there is kept. */
  addResourceBundle(language: TextLanguage, ns: string, catalogue: object): void;
};

type TranslateOptions = {
  count?: unknown;
  defaultValue?: unknown;
  returnObjects?: boolean;
  [value: string]: unknown;
};

/**
 * The texts of every language and namespace, read-only once added: shared by every request of
 * the process (and every page of the tab), as i18next's clones shared their resource store.
 */
const catalogues = new Map<string, Catalogue>();
const pluralRules = new Map<TextLanguage, Intl.PluralRules>();

const storeKey = (language: TextLanguage, ns: string) => `${language}|${ns}`;

/** Adds a namespace's texts in a language to the shared store, once. */
export function addCatalogue(language: TextLanguage, ns: string, catalogue: object): void {
  const key = storeKey(language, ns);
  if (!catalogues.has(key)) catalogues.set(key, catalogue as Catalogue);
}

export function hasCatalogue(language: TextLanguage, ns: string): boolean {
  return catalogues.has(storeKey(language, ns));
}

function findText(catalogue: Catalogue | undefined, key: string): unknown {
  let node: unknown = catalogue;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Catalogue)[part];
  }
  return node;
}

function getPluralCategory(language: TextLanguage, count: number): string {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

/** `{{name}}`, `{{ name }}` and `{{- name}}` (the same while nothing is escaped), nested `{{a.b}}`. */
const PLACEHOLDER = /\{\{-?\s*([^{}]+?)\s*\}\}/g;

/** As i18next: a value not given leaves its placeholder; one given as null or undefined is ''. */
function interpolate(text: string, values: TranslateOptions): string {
  if (!text.includes('{{')) return text;
  return text.replace(PLACEHOLDER, (placeholder, name: string) => {
    const value = findText(values as Catalogue, name);
    if (value !== undefined) return value === null ? '' : String(value);
    return Object.hasOwn(values, name) ? '' : placeholder;
  });
}

function interpolateAll(node: unknown, values: TranslateOptions): unknown {
  if (typeof node === 'string') return interpolate(node, values);
  if (Array.isArray(node)) return node.map((item) => interpolateAll(item, values));
  if (node !== null && typeof node === 'object') {
    return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, interpolateAll(v, values)]));
  }
  return node;
}

function translate(language: TextLanguage, ns: string, key: string, options: TranslateOptions = {}): unknown {
  const catalogue = catalogues.get(storeKey(language, ns));
  const { count } = options;
  let found: unknown;
  if (typeof count === 'number') {
    if (count === 0) found = findText(catalogue, `${key}_zero`);
    found ??= findText(catalogue, `${key}_${getPluralCategory(language, count)}`);
  }
  found ??= findText(catalogue, key);
  if (typeof found === 'string') return interpolate(found, options);
  if (found != null && typeof found === 'object' && options.returnObjects)
    return interpolateAll(found, options);
  if (typeof options.defaultValue === 'string') return interpolate(options.defaultValue, options);
  return key;
}

/** The i18n instance of one language (a request's on the server, the page's in the browser). */
export function createTranslator(language: TextLanguage): I18n {
  const fixed = new Map<string, TFunction<FlatNamespace>>();
  const getFixedT = <N extends FlatNamespace = 'translation'>(lng: TextLanguage, ns?: N): TFunction<N> => {
    const namespace: string = ns ?? 'translation';
    const id = storeKey(lng, namespace);
    let t = fixed.get(id);
    if (!t) {
      t = ((key: string, options?: TranslateOptions) =>
        translate(lng, namespace, key, options)) as TFunction<FlatNamespace>;
      fixed.set(id, t);
    }
    return t as unknown as TFunction<N>;
  };
  return {
    language,
    t: getFixedT(language),
    getFixedT,
    hasResourceBundle: hasCatalogue,
    addResourceBundle: addCatalogue,
  };
}
