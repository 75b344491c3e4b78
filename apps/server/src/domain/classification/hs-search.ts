import { and, asc, desc, eq, like, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { HS_EVERYDAY_MARK, HS_HEAD_MARK, toHsQueryStems } from '@portal/db';
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
 * The classification's search reads stems instead; the back office's list filters use this.
 */
export function toContainsPattern(word: string): string {
  const escaped = word.replace(/[\\%_]/g, (sign) => `\\${sign}`).replace(/['’ʼ`]/g, '_');
  return `%${escaped}%`;
}

/** The columns a search reads on one level: the code and the stems of the names and notes. */
export type HsSearchColumns = { code: PgColumn; searchName: PgColumn; searchNotes: PgColumn };

/** Weights of a word's best match; a found word weighs more than every weight below together. */
const FOUND_WORD = 100;
const IN_EVERYDAY_NAME = 6;
const AT_NAME_HEAD = 5;
const IN_NAME_WHOLE = 4;
const IN_NAME_START = 3;
const IN_NOTES_WHOLE = 2;
const IN_NOTES_START = 1;

/**
 * The condition and the rank of a search on one level of the classification. Every code prefix
 * must match the code (a longer code names the row that contains it: '0101' finds group 01); a
 * row must contain at least one searched word (its stem, toHsQueryStems), as a whole word or a
 * word's start, in its names or notes (the names of the level below or above). The rank counts
 * the words found first, so that all words beat some; then where each was found: in an everyday
 * name, first in a name, in a name, in the notes; a whole word before a word's start. Stems hold
 * letters and digits only, so they are plain LIKE text. Parameters only, never SQL text.
 * Undefined rank: no words, and the rows are listed by code.
 */
export function buildHsSearch(
  search: HsSearch,
  columns: HsSearchColumns,
  codeLength: number,
): { where: SQL | undefined; rank: SQL<number> | undefined } {
  const codes = search.codes.map((code) =>
    code.length <= codeLength ? like(columns.code, `${code}%`) : eq(columns.code, code.slice(0, codeLength)),
  );
  const stems = [...new Set(search.words.flatMap((word) => toHsQueryStems(word)))];
  if (search.words.length === 0) return { where: and(...codes), rank: undefined };
  // Only stop words: nothing to look for, and nothing is found.
  if (stems.length === 0) return { where: sql`false`, rank: undefined };
  const { searchName: name, searchNotes: notes } = columns;
  const found = stems.map((stem) => or(like(name, `% ${stem}%`), like(notes, `% ${stem}%`))!);
  const scores = stems.map(
    (stem, index) => sql`(case
      when ${like(name, `% ${HS_EVERYDAY_MARK}${stem} %`)} then ${FOUND_WORD + IN_EVERYDAY_NAME}
      when ${like(name, `% ${HS_HEAD_MARK}${stem}%`)} then ${FOUND_WORD + AT_NAME_HEAD}
      when ${like(name, `% ${stem} %`)} then ${FOUND_WORD + IN_NAME_WHOLE}
      when ${like(name, `% ${stem}%`)} then ${FOUND_WORD + IN_NAME_START}
      when ${like(notes, `% ${stem} %`)} then ${FOUND_WORD + IN_NOTES_WHOLE}
      when ${found[index]!} then ${FOUND_WORD + IN_NOTES_START}
      else 0 end)`,
  );
  return {
    where: and(...codes, or(...found)),
    rank: sql<number>`(${sql.join(scores, sql` + `)})`,
  };
}

/**
 * The order of a search's answer: best rank first; among equals the shorter name (the words
 * found are more of it: 'мед' is 0409 'Мед натуральний' before a long list of goods that
 * names honey too), then the code. Without words, by code.
 */
export function orderHsSearch(rank: SQL<number> | undefined, columns: HsSearchColumns): SQL[] {
  return rank
    ? [desc(rank), asc(sql`length(${columns.searchName})`), asc(columns.code)]
    : [asc(columns.code)];
}

/** The name in the caller's language; English where the classification has no Ukrainian text. */
export function pickHsName(locale: ApiLocale, row: { nameUk: string; nameEn: string }): string {
  return locale === 'uk' && row.nameUk ? row.nameUk : row.nameEn;
}
