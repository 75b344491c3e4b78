import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue 13 §4: the interface speaks to people, not in a validator's terms. No text of the
 * catalogues (apps/web/app/i18n/locales) lists a regular expression's characters — ranges such
 * as 'A-Z' or '0–9', or a string of single signs (' " - . , : ;) — where a plain phrase does:
 * 'English letters, digits and the usual punctuation'.
 */

const LOCALES = join(import.meta.dirname, 'locales');

type Catalogue = { [key: string]: string | Catalogue };

function catalogueFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return catalogueFiles(path);
    return name.endsWith('.json') ? [path] : [];
  });
}

function texts(catalogue: Catalogue, prefix = ''): [string, string][] {
  return Object.entries(catalogue).flatMap(([key, value]): [string, string][] => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? [[path, value]] : texts(value, path);
  });
}

/** 'A-Z', 'a–z', '0-9', 'А-Я': a character range. */
const RANGE =
  /(?:^|[^\p{L}\p{N}])(?:[A-ZА-Я]\s?[-–]\s?[A-ZА-Я]|[a-zа-я]\s?[-–]\s?[a-zа-я]|0\s?[-–]\s?9)(?:$|[^\p{L}\p{N}])/u;
/** Five or more lone signs in a row: `' " - . , :`. */
const SIGN_LIST = /(?:[^\p{L}\p{N}\s{}]{1,2}\s+){5,}/u;

const ALL = catalogueFiles(LOCALES).flatMap((file) =>
  texts(JSON.parse(readFileSync(file, 'utf8')) as Catalogue).map(([key, text]) => ({
    where: `${relative(LOCALES, file)} ${key}`,
    text,
  })),
);

describe('plain wording in the catalogues (issue 13 §4)', () => {
  it('reads the catalogues (the check itself)', () => {
    expect(ALL.length).toBeGreaterThan(500);
    expect(RANGE.test('латиниця: A–Z, a–z')).toBe(true);
    expect(RANGE.test('Only Latin letters (A-Z) and digits')).toBe(true);
    expect(SIGN_LIST.test('and the signs \' " - . , : ; ( ) [ ] / \\\\ ?')).toBe(true);
    expect(SIGN_LIST.test('Знайдено {{count}} заявок — 1 з 5.')).toBe(false);
  });

  it('no text lists the characters of a regular expression', () => {
    const technical = ALL.filter(({ text }) => RANGE.test(text) || SIGN_LIST.test(text));
    expect(technical.map(({ where, text }) => `${where}: ${text}`)).toEqual([]);
  });

  it('the English company name is explained in plain words', async () => {
    const accountsUa = (await import('./locales/accounts/ua.json')).default;
    const accountsEn = (await import('./locales/accounts/en.json')).default;
    expect(accountsUa.fields.nameEnHint).toBe(
      'Англійські літери, цифри та звичайні розділові знаки, без кирилиці.',
    );
    expect(accountsEn.fields.nameEnHint).toBe(
      'English letters, digits and the usual punctuation, no Cyrillic.',
    );
  });
});
