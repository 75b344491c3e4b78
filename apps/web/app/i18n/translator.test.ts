import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { addCatalogue, createTranslator } from './translator';

/**
 * Decision 054: the portal's translate function gives what i18next (the catalogues' format, and
 * what the server rendered before) gives, for every text of every catalogue in both languages.
 */
type Catalogue = { [key: string]: unknown };

const LOCALES = join(import.meta.dirname, 'locales');
const FILES = { uk: 'ua.json', en: 'en.json' } as const;
type Language = keyof typeof FILES;

const read = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Catalogue;
const NAMESPACES = readdirSync(LOCALES, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

function readCatalogues(language: Language): Record<string, Catalogue> {
  return {
    translation: read(join(LOCALES, FILES[language])),
    ...Object.fromEntries(NAMESPACES.map((ns) => [ns, read(join(LOCALES, ns, FILES[language]))])),
  };
}

const PLURAL = /_(zero|one|two|few|many|other)$/;

function listTexts(catalogue: Catalogue, prefix = ''): [key: string, text: string][] {
  return Object.entries(catalogue).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') return [[path, value] as [string, string]];
    return value !== null && typeof value === 'object' ? listTexts(value as Catalogue, path) : [];
  });
}

const COUNTS = [0, 1, 2, 3, 5, 11, 12, 21, 22, 25, 101, 1.5];

function getI18next(language: Language, resources: Record<string, Catalogue>) {
  const i18n = createInstance();
  void i18n.init({
    lng: language,
    fallbackLng: false,
    ns: Object.keys(resources),
    resources: { [language]: resources },
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return i18n;
}

type AnyT = (key: string, options?: object) => unknown;

describe.each(['uk', 'en'] as const)('the translate function in %s, against i18next', (language) => {
  const resources = readCatalogues(language);
  const reference = getI18next(language, resources);
  for (const [ns, catalogue] of Object.entries(resources)) addCatalogue(language, ns, catalogue);
  const ours = createTranslator(language);

  it.each(Object.keys(resources))('gives every text of %s as i18next does', (ns) => {
    const expected = reference.getFixedT(language, ns as 'translation') as unknown as AnyT;
    const actual = ours.getFixedT(language, ns as 'translation') as unknown as AnyT;
    const texts = listTexts(resources[ns]!);
    expect(texts.length).toBeGreaterThan(0);
    for (const [path, text] of texts) {
      const key = path.replace(PLURAL, '');
      const names = [...text.matchAll(/\{\{-?\s*([^{}]+?)\s*\}\}/g)].map((match) => match[1]!);
      const values = Object.fromEntries(names.map((name) => [name, `‹${name}›`]));
      expect(actual(key, values), `${ns}:${key}`).toBe(expected(key, values));
      expect(actual(key), `${ns}:${key} without values`).toBe(expected(key));
      if (PLURAL.test(path) || names.includes('count')) {
        for (const count of COUNTS) {
          expect(actual(key, { ...values, count }), `${ns}:${key} count ${count}`).toBe(
            expected(key, { ...values, count }),
          );
        }
      }
    }
  });

  it('answers a missing key with the key, or the default value, as i18next does', () => {
    const expected = reference.t as unknown as AnyT;
    const actual = ours.t as unknown as AnyT;
    for (const [key, options] of [
      ['nowhere.at.all', undefined],
      ['nowhere', { defaultValue: 'Default {{x}}', x: 1 }],
      ['common', { returnObjects: true }],
    ] as const) {
      expect(actual(key, options)).toEqual(expected(key, options));
    }
  });

  it('gives a group of texts with returnObjects as i18next does', () => {
    const [ns, group] = Object.entries(resources)
      .flatMap(([name, catalogue]) =>
        Object.entries(catalogue)
          .filter(([, value]) => value !== null && typeof value === 'object')
          .map(([key]) => [name, key] as const),
      )
      .at(0)!;
    const expected = reference.getFixedT(language, ns as 'translation') as unknown as AnyT;
    const actual = ours.getFixedT(language, ns as 'translation') as unknown as AnyT;
    expect(actual(group, { returnObjects: true })).toEqual(expected(group, { returnObjects: true }));
  });
});
