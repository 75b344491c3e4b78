/**
 * Amounts in words, as an invoice prints them under its total ("Всього на суму: …"): the
 * hryvnias in words, the kopiykas as two digits. Amounts are integer kopiykas.
 */

/** The largest amount written out: 9 999 999 999.99 UAH. */
export const MAX_AMOUNT_IN_WORDS = 999_999_999_999;

/** The typographic apostrophe (U+2019) that Ukrainian typography prefers to the ASCII one. */
const A = '\u2019';

type Gender = 'masculine' | 'feminine';
/** The forms of a noun after 1 (одна гривня), after 2–4 (дві гривні) and after 0, 5–20 (п’ять гривень). */
type Forms = readonly [one: string, few: string, many: string];

const UNITS_UK = [
  '',
  'один',
  'два',
  'три',
  'чотири',
  `п${A}ять`,
  'шість',
  'сім',
  'вісім',
  `дев${A}ять`,
] as const;
const UNITS_UK_FEMININE: Record<number, string> = { 1: 'одна', 2: 'дві' };
const TEENS_UK = [
  'десять',
  'одинадцять',
  'дванадцять',
  'тринадцять',
  'чотирнадцять',
  `п${A}ятнадцять`,
  'шістнадцять',
  'сімнадцять',
  'вісімнадцять',
  `дев${A}ятнадцять`,
] as const;
const TENS_UK = [
  '',
  '',
  'двадцять',
  'тридцять',
  'сорок',
  `п${A}ятдесят`,
  'шістдесят',
  'сімдесят',
  'вісімдесят',
  `дев${A}яносто`,
] as const;
const HUNDREDS_UK = [
  '',
  'сто',
  'двісті',
  'триста',
  'чотириста',
  `п${A}ятсот`,
  'шістсот',
  'сімсот',
  'вісімсот',
  `дев${A}ятсот`,
] as const;

const HRYVNIA: Forms = ['гривня', 'гривні', 'гривень'];
const KOPIYKA: Forms = ['копійка', 'копійки', 'копійок'];
/** Thousands, millions, billions: the groups above the hryvnias' own three digits. */
const SCALES_UK: readonly { forms: Forms; gender: Gender }[] = [
  { forms: ['тисяча', 'тисячі', 'тисяч'], gender: 'feminine' },
  { forms: ['мільйон', 'мільйони', 'мільйонів'], gender: 'masculine' },
  { forms: ['мільярд', 'мільярди', 'мільярдів'], gender: 'masculine' },
];

/** The Ukrainian plural form for a count: 1, 21, 101 → one; 2–4, 22–24 → few; 0, 5–20, 111–114 → many. */
export function pluralUk(count: number, forms: Forms): string {
  const lastTwo = count % 100;
  const last = count % 10;
  if (lastTwo >= 11 && lastTwo <= 14) return forms[2];
  if (last === 1) return forms[0];
  if (last >= 2 && last <= 4) return forms[1];
  return forms[2];
}

/** 1–999 in words, in the gender of the noun that follows. */
function tripleUk(n: number, gender: Gender): string[] {
  const words: string[] = [];
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  if (hundreds) words.push(HUNDREDS_UK[hundreds]!);
  if (rest >= 10 && rest < 20) {
    words.push(TEENS_UK[rest - 10]!);
  } else {
    const tens = Math.floor(rest / 10);
    const units = rest % 10;
    if (tens) words.push(TENS_UK[tens]!);
    if (units) words.push((gender === 'feminine' && UNITS_UK_FEMININE[units]) || UNITS_UK[units]!);
  }
  return words;
}

/** Splits a whole number into groups of three digits, lowest first: 1234567 → [567, 234, 1]. */
function triples(n: number): number[] {
  const groups: number[] = [];
  do {
    groups.push(n % 1000);
    n = Math.floor(n / 1000);
  } while (n > 0);
  return groups;
}

function split(kopiykas: number): { hryvnias: number; kopiykas: number } {
  if (!Number.isSafeInteger(kopiykas) || kopiykas < 0 || kopiykas > MAX_AMOUNT_IN_WORDS) {
    throw new RangeError(
      `An amount in words needs whole kopiykas from 0 to ${MAX_AMOUNT_IN_WORDS}, not ${kopiykas}`,
    );
  }
  return { hryvnias: Math.floor(kopiykas / 100), kopiykas: kopiykas % 100 };
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const twoDigits = (n: number) => String(n).padStart(2, '0');

/**
 * The amount in Ukrainian words: 199000 → "Одна тисяча дев’ятсот дев’яносто гривень 00 копійок".
 * Гривня and тисяча are feminine (одна, дві), мільйон and мільярд masculine (один, два); the
 * noun takes its plural form from the last group (двадцять одна гривня, одинадцять тисяч).
 * Throws a RangeError for a negative, fractional or too large amount.
 */
export function amountInWordsUk(kopiykas: number): string {
  const amount = split(kopiykas);
  const words: string[] = [];
  if (amount.hryvnias === 0) {
    words.push('нуль');
  } else {
    const groups = triples(amount.hryvnias);
    for (let i = groups.length - 1; i >= 1; i--) {
      const group = groups[i]!;
      if (!group) continue;
      const scale = SCALES_UK[i - 1]!;
      words.push(...tripleUk(group, scale.gender), pluralUk(group, scale.forms));
    }
    words.push(...tripleUk(groups[0]!, 'feminine'));
  }
  words.push(pluralUk(amount.hryvnias, HRYVNIA));
  words.push(twoDigits(amount.kopiykas), pluralUk(amount.kopiykas, KOPIYKA));
  return capitalise(words.join(' '));
}

const UNITS_EN = ['', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'] as const;
const TEENS_EN = [
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
] as const;
const TENS_EN = [
  '',
  '',
  'twenty',
  'thirty',
  'forty',
  'fifty',
  'sixty',
  'seventy',
  'eighty',
  'ninety',
] as const;
const SCALES_EN = ['thousand', 'million', 'billion'] as const;

function tripleEn(n: number): string[] {
  const words: string[] = [];
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  if (hundreds) words.push(UNITS_EN[hundreds]!, 'hundred');
  if (rest >= 10 && rest < 20) {
    words.push(TEENS_EN[rest - 10]!);
  } else if (rest) {
    const tens = TENS_EN[Math.floor(rest / 10)]!;
    const units = UNITS_EN[rest % 10]!;
    words.push(tens && units ? `${tens}-${units}` : tens || units);
  }
  return words;
}

/**
 * The amount in English words for the English invoice: 199000 → "One thousand nine hundred
 * ninety hryvnias 00 kopiykas" (no "and"; twenty-one with a hyphen). Same limits as the
 * Ukrainian one.
 */
export function amountInWordsEn(kopiykas: number): string {
  const amount = split(kopiykas);
  const words: string[] = [];
  if (amount.hryvnias === 0) {
    words.push('zero');
  } else {
    const groups = triples(amount.hryvnias);
    for (let i = groups.length - 1; i >= 1; i--) {
      if (groups[i]) words.push(...tripleEn(groups[i]!), SCALES_EN[i - 1]!);
    }
    words.push(...tripleEn(groups[0]!));
  }
  words.push(amount.hryvnias === 1 ? 'hryvnia' : 'hryvnias');
  words.push(twoDigits(amount.kopiykas), amount.kopiykas === 1 ? 'kopiyka' : 'kopiykas');
  return capitalise(words.join(' '));
}
