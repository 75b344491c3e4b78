import { z } from 'zod';

/**
 * English-only text rule (spec §5): Latin letters, digits and spaces; the punctuation and
 * symbols the specification lists (quotes, hyphen, period, comma, colon, semicolon,
 * brackets, slashes, ? ! №, plus, equals, star, underscore, #, $, &, ~, %, ^, < >, { }, @);
 * the roman numerals I, V and X (also as the Unicode numerals Ⅰ Ⅴ Ⅹ). Empty is allowed.
 * "Quotes" covers the ASCII ' " and the typographic ‘ ’ “ ” that word processors produce.
 */
export const ENGLISH_ONLY_PATTERN =
  /^[A-Za-z0-9 '"‘’“”\-.,:;()[\]/\\?!№+=*_#$&~%^<>{}@\u2160\u2164\u2169]*$/u;

export function isEnglishOnly(value: string): boolean {
  return ENGLISH_ONLY_PATTERN.test(value);
}

/** The largest value of PostgreSQL's `integer` (int4): the type of every id column of the schema. */
export const INT4_MAX = 2_147_483_647;

/** Message keys; translated by `translateMessage` (see messages.ts). */
export const VALIDATION_KEYS = {
  englishOnly: 'validation.english_only',
  edrpou: 'validation.edrpou',
  ipn: 'validation.ipn',
  phone: 'validation.phone',
  rowId: 'validation.row_id',
} as const;

/*
 * A row's numeric id (issue 24): a whole number from 1 to INT4_MAX, the range of the `integer`
 * id columns. Past it no row exists, and a value sent on to PostgreSQL fails as `integer out of
 * range` (a 500), so every id the contract takes, in a path, a query or a body, is one of these
 * two schemas. Each bound answers the same message, which states the range (zod's own for a
 * positive number said "at least 0" to a 0).
 */
const rowIdMessage = { message: VALIDATION_KEYS.rowId };

/** A row's id in a JSON body: a number. */
export const RowIdSchema = z.number().int(rowIdMessage).min(1, rowIdMessage).max(INT4_MAX, rowIdMessage);

/** A row's id in a path or a query: the text of a number. */
export const RowIdParamSchema = z.coerce
  .number(rowIdMessage)
  .int(rowIdMessage)
  .min(1, rowIdMessage)
  .max(INT4_MAX, rowIdMessage);

/**
 * A row's id in a path segment the server reads itself (`/faq/{id}`, `/geo-countries/{id}`, where
 * anything else is simply not found): the id, or undefined for any text that names no row.
 */
export function parseRowId(value: string): number | undefined {
  if (!/^[1-9]\d{0,9}$/.test(value)) return undefined;
  const id = Number(value);
  return id <= INT4_MAX ? id : undefined;
}

export const EnglishOnlyTextSchema = z
  .string()
  .refine(isEnglishOnly, { message: VALIDATION_KEYS.englishOnly });

/** English-only text in paragraphs: each line by the same rule, line breaks allowed (descriptions). */
export const EnglishOnlyParagraphsSchema = z
  .string()
  .refine((value) => value.split(/\r\n|\r|\n/).every(isEnglishOnly), {
    message: VALIDATION_KEYS.englishOnly,
  });

/**
 * EDRPOU (Ukrainian legal-entity code): 8 digits, the last a check digit computed with
 * weights 1..7 (or 7,1..6 for codes between 30000000 and 60000000), and when the remainder
 * is 10 once more with each weight raised by 2; a second remainder of 10 gives 0.
 */
export function isValidEdrpou(value: string): boolean {
  if (!/^\d{8}$/.test(value)) return false;
  const digits = [...value].map(Number);
  const number = Number(value);
  const base = number > 30_000_000 && number < 60_000_000 ? [7, 1, 2, 3, 4, 5, 6] : [1, 2, 3, 4, 5, 6, 7];
  const remainder = (weights: number[]) =>
    weights.reduce((sum, weight, i) => sum + weight * (digits[i] ?? 0), 0) % 11;
  let check = remainder(base);
  if (check === 10) {
    check = remainder(base.map((w) => w + 2));
    if (check === 10) check = 0;
  }
  return check === digits[7];
}

export const EdrpouSchema = z.string().trim().refine(isValidEdrpou, { message: VALIDATION_KEYS.edrpou });

/** IPN (individual tax number): 10 digits for a person, 12 for a VAT payer. */
export function isValidIpn(value: string): boolean {
  return /^(\d{10}|\d{12})$/.test(value);
}

export const IpnSchema = z.string().trim().refine(isValidIpn, { message: VALIDATION_KEYS.ipn });

/**
 * Normalises a phone number to E.164. Ukrainian numbers are first class: `0XX XXX XX XX`,
 * `380XXXXXXXXX` and `+380 (XX) XXX-XX-XX` all give `+380XXXXXXXXX`. Any other number must
 * be written with its `+` and country code. Returns null when it is not a phone number.
 */
export function normalizePhone(input: string): string | null {
  const trimmed = input.trim();
  if (!/^\+?[\d\s()\-.]+$/.test(trimmed)) return null;
  const hasPlus = trimmed.startsWith('+');
  const digits = trimmed.replace(/\D/g, '');
  if (!hasPlus && /^0\d{9}$/.test(digits)) return `+38${digits}`;
  if (/^380\d{9}$/.test(digits)) return `+${digits}`;
  if (digits.startsWith('380')) return null; // Ukrainian prefix with the wrong length
  if (hasPlus && /^[1-9]\d{7,14}$/.test(digits)) return `+${digits}`;
  return null;
}

export const PhoneSchema = z.string().transform((value, ctx) => {
  const phone = normalizePhone(value);
  if (phone === null) {
    ctx.addIssue({ code: 'custom', message: VALIDATION_KEYS.phone });
    return z.NEVER;
  }
  return phone;
});

/**
 * Characters no text column can keep are refused in every string a caller sends (issue 12,
 * decision 022): NUL (U+0000), which PostgreSQL does not store in text, and an unpaired UTF-16
 * surrogate, which `jsonb` refuses and `text` silently turns into U+FFFD (changing what the user
 * wrote). The API's validator applies this to the parsed body, query and params of every call; a
 * search term drops them instead (SearchTermSchema).
 */
// eslint-disable-next-line no-control-regex -- NUL is what this finds
const UNSTORABLE_CHARACTER = /\u0000|\p{Cs}/u;

/** Whether a string holds a character no text column can keep (NUL, an unpaired surrogate). */
export function hasUnstorableCharacter(value: string): boolean {
  return UNSTORABLE_CHARACTER.test(value);
}

/** The path of the first string (or object key) of a parsed value holding one, or undefined. */
export function findUnstorableCharacter(
  value: unknown,
  path: (string | number)[] = [],
  depth = 0,
): (string | number)[] | undefined {
  if (typeof value === 'string') return hasUnstorableCharacter(value) ? path : undefined;
  // Parsed schemas are shallow; anything deeper than this was refused by its schema already.
  if (value === null || typeof value !== 'object' || depth > 64) return undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findUnstorableCharacter(value[i], [...path, i], depth + 1);
      if (found) return found;
    }
    return undefined;
  }
  const prototype: unknown = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (hasUnstorableCharacter(key)) return [...path, key];
    const found = findUnstorableCharacter(item, [...path, key], depth + 1);
    if (found) return found;
  }
  return undefined;
}

/**
 * Control characters (C0 and DEL) and unpaired surrogates have no place in a search: they are
 * dropped, not refused.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]+|\p{Cs}/gu;

/** A search term of a list or queue: control characters dropped, trimmed, at most `max` characters. */
export function SearchTermSchema(max = 100) {
  return z.preprocess(
    (value) => (typeof value === 'string' ? value.replace(CONTROL_CHARACTERS, ' ') : value),
    z.string().trim().max(max),
  );
}
