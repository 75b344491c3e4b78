import { stemmer as stemEnglish } from '@orama/stemmers/english';
import { HS_SYNONYMS } from './hs-synonyms';

/**
 * The words of the customs classification as the search compares them (issue 25 §4, decision
 * 037): lower case, apostrophes dropped, each word cut to its stem, so that 'олія соняшникова',
 * 'олії соняшникової' and 'Sun-flower seed oils' meet a query in any form. The same function
 * reads the names at import time and the query at search time, so both sides always agree;
 * it runs in TypeScript because PostgreSQL ships no Ukrainian dictionary and PGlite no
 * snowball stemmers beyond those of PostgreSQL, and the two databases must answer alike.
 */

/**
 * Raise when the stemmer changes (the synonyms are part of it): the classification is then
 * imported again with new stems.
 */
export const HS_SEARCH_TEXT_VERSION = `hs-search-text 4 ${JSON.stringify(HS_SYNONYMS)}`;

/**
 * Ukrainian inflectional endings, longest first: adjective (-ового, -ими, -ої), noun (-ями, -ів)
 * and single vowels. The stemmer strips one of them, so that the forms of a word share a stem.
 * Not '-іх' (синіх): it would cut горіх to 'гор'.
 */
const UKRAINIAN_ENDINGS = [
  'ового',
  'овому',
  'овими',
  'ових',
  'овий',
  'овій',
  'овою',
  'ової',
  'ього',
  'ьому',
  'ова',
  'ове',
  'ові',
  'ову',
  'ого',
  'ому',
  'ими',
  'іми',
  'ями',
  'ами',
  'их',
  'ий',
  'ій',
  'ою',
  'ею',
  'єю',
  'ої',
  'еї',
  'ім',
  'им',
  'ях',
  'ах',
  'ям',
  'ам',
  'ів',
  'їв',
  'ей',
  'а',
  'я',
  'о',
  'е',
  'є',
  'и',
  'і',
  'ї',
  'у',
  'ю',
  'й',
  'ь',
].sort((a, b) => b.length - a.length);

/** A stem keeps at least this many letters: 'олій' is 'олі', not 'ол' (which 'олово' starts with). */
const MIN_STEM_LENGTH = 3;

/**
 * Cuts the longest Ukrainian ending that leaves a stem of three letters or more. A light
 * suffix stripper, not a dictionary: it only needs every form of a word to meet at one stem
 * (олія, олії, олій, оліями → олі), and the stems are matched as word prefixes besides.
 * The snowball-based stemmers on npm were tried and rejected: they cut олія to 'ол' but олії
 * to 'олі', горіх to 'гор' but горіхи to 'горіх', so a query missed its own plural.
 */
export function stemUkrainian(word: string): string {
  for (const ending of UKRAINIAN_ENDINGS) {
    if (word.endsWith(ending) && word.length - ending.length >= MIN_STEM_LENGTH) {
      return word.slice(0, -ending.length);
    }
  }
  return word;
}

/** Words that carry no meaning of a product in either language; a query of these alone finds nothing. */
const STOP_WORDS = new Set([
  'і',
  'й',
  'та',
  'або',
  'чи',
  'з',
  'із',
  'зі',
  'в',
  'у',
  'до',
  'на',
  'для',
  'без',
  'від',
  'по',
  'що',
  'як',
  'які',
  'який',
  'яка',
  'інші',
  'інших',
  'інша',
  'інший',
  'крім',
  'a',
  'an',
  'and',
  'or',
  'of',
  'the',
  'in',
  'for',
  'with',
  'without',
  'to',
  'not',
  'other',
  'than',
  'whether',
  'by',
  'on',
  'its',
  'their',
]);

const CYRILLIC = /[\u0400-\u04ff]/;

/** Cuts a word to its stem in its own language: Cyrillic by stemUkrainian, Latin by the Porter stemmer. */
export function stemWord(word: string): string {
  return CYRILLIC.test(word) ? stemUkrainian(word) : stemEnglish(word);
}

/** Each synonym's stem to its group's first stem. */
const CANONICAL_STEMS = new Map(
  HS_SYNONYMS.flatMap((group) => {
    const canonical = stemWord(group[0]!);
    return group.map((word) => [stemWord(word), canonical] as const);
  }),
);

/**
 * The words of a text, each as the stems it may be found by, without stop words, digits or
 * one-letter words. A hyphenated word counts as its parts and, last, as one word
 * ('Sun-flower' is 'sun', 'flower' and 'sunflower'), since the names write 'Sun-flower' where
 * people type 'sunflower'.
 */
function readWords(text: string): string[][] {
  const words: string[][] = [];
  for (const word of text
    .toLowerCase()
    .replace(/['’ʼ`]/g, '')
    .split(/[^\p{L}\p{N}-]+/u)) {
    const parts = word.split('-').filter(Boolean);
    const forms = (parts.length > 1 ? [...parts, parts.join('')] : parts).filter(
      (form) => form.length >= 2 && !STOP_WORDS.has(form) && /\p{L}/u.test(form),
    );
    if (forms.length === 0) continue;
    words.push(
      forms.map((form) => {
        const stem = stemWord(form);
        return CANONICAL_STEMS.get(stem) ?? stem;
      }),
    );
  }
  return words;
}

/** Every stem of a text, as a name is found by. */
export function toHsSearchTerms(text: string): string[] {
  return readWords(text).flat();
}

/**
 * One stem per word of a query: a hyphenated word as one word ('t-shirts' looks for 'tshirt',
 * not for every shirt), since the names hold that form too.
 */
export function toHsQueryStems(text: string): string[] {
  return readWords(text).map((forms) => forms.at(-1)!);
}

/** Marks a name's first word: the tariff names its goods first ('Молоко та вершки…'). */
export const HS_HEAD_MARK = '^';
/** Marks a word of an everyday name of the goods ('дрова' for 4401, reference/hs/everyday-names.csv). */
export const HS_EVERYDAY_MARK = '=';

/**
 * The stems of names as stored in a search column: each stem once, with a space before and
 * after every stem, so that `LIKE '% stem%'` finds a word that starts with a stem and
 * `LIKE '% stem %'` a whole word; each name's first word once more after HS_HEAD_MARK, and
 * every word of an everyday name after HS_EVERYDAY_MARK.
 */
export function toHsSearchText(names: readonly string[], everydayNames: readonly string[] = []): string {
  const terms = new Set<string>();
  for (const name of [...names, ...everydayNames]) {
    const words = readWords(name);
    const head = words[0]?.at(-1);
    if (head) terms.add(`${HS_HEAD_MARK}${head}`);
    for (const stem of words.flat()) terms.add(stem);
  }
  for (const stem of everydayNames.flatMap(toHsQueryStems)) terms.add(`${HS_EVERYDAY_MARK}${stem}`);
  return terms.size === 0 ? '' : ` ${[...terms].join(' ')} `;
}
