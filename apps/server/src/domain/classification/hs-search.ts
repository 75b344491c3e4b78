import { and, eq, ilike, like, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { normalizeHsCode, type ApiLocale } from '@portal/contract';

/** A search split into code prefixes ('0101', '01.01') and words to find in the names. */
export type HsSearch = { codes: string[]; words: string[] };

/** Bounds the SQL a single search can build, whatever the caller types. */
const MAX_TERMS = 8;

/**
 * Reads a search as typed. A query of digits, dots and spaces only is one code ('0101 21' is
 * 010121); otherwise each digit-and-dot token is a code prefix and every other token a word.
 * Punctuation around words is dropped. Undefined when nothing searchable is left.
 */
export function parseHsSearch(text: string | undefined): HsSearch | undefined {
  const query = (text ?? '').trim();
  if (!query) return undefined;
  const whole = /^[\d.\s]+$/.test(query) ? normalizeHsCode(query) : undefined;
  if (whole) return { codes: [whole], words: [] };
  const codes: string[] = [];
  const words: string[] = [];
  for (const token of query.split(/\s+/).slice(0, MAX_TERMS)) {
    const code = /^\d[\d.]*$/.test(token) ? normalizeHsCode(token) : undefined;
    if (code) {
      codes.push(code);
      continue;
    }
    const word = token.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
    if (word) words.push(word);
  }
  return codes.length + words.length > 0 ? { codes, words } : undefined;
}

/**
 * A LIKE pattern that finds `word` anywhere: LIKE's own signs are escaped, and any apostrophe
 * (’ ʼ ' `) matches any one character, since the sources write М’ясо with U+2019 and ICU with ʼ.
 */
export function toContainsPattern(word: string): string {
  const escaped = word.replace(/[\\%_]/g, (sign) => `\\${sign}`).replace(/['’ʼ`]/g, '_');
  return `%${escaped}%`;
}

/**
 * The condition for a search on one level of the classification: every code prefix matches the
 * code (a longer code names the row that contains it: '0101' finds group 01) and every word
 * occurs in the Ukrainian or the English name. Parameters only, never SQL text.
 */
export function buildHsSearchCondition(
  search: HsSearch,
  columns: { code: PgColumn; nameUk: PgColumn; nameEn: PgColumn },
  codeLength: number,
): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    ...search.codes.map((code) =>
      code.length <= codeLength
        ? like(columns.code, `${code}%`)
        : eq(columns.code, code.slice(0, codeLength)),
    ),
    ...search.words.map((word) => {
      const pattern = toContainsPattern(word);
      return or(ilike(columns.nameUk, pattern), ilike(columns.nameEn, pattern));
    }),
  ];
  return and(...conditions);
}

/** The name in the caller's language; English where the classification has no Ukrainian text. */
export function pickHsName(locale: ApiLocale, row: { nameUk: string; nameEn: string }): string {
  return locale === 'uk' && row.nameUk ? row.nameUk : row.nameEn;
}
