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

/** Message keys; translated by `translateMessage` (see messages.ts). */
export const VALIDATION_KEYS = {
  englishOnly: 'validation.english_only',
  edrpou: 'validation.edrpou',
  ipn: 'validation.ipn',
  phone: 'validation.phone',
} as const;

export const EnglishOnlyTextSchema = z
  .string()
  .refine(isEnglishOnly, { message: VALIDATION_KEYS.englishOnly });

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
