import { LOCALE_ISO, type UiLocale } from '@portal/contract';

/**
 * Numbers, prices and dates as the page's language writes them (issue 13 §4): one helper per
 * kind, one date format per purpose.
 *
 * - numbers: Ukrainian `1 234,15` (decimal comma, non-breaking space between thousands),
 *   English `1,234.15`;
 * - a day (a deadline, a status change, a validity date): `25.11.2026` / `25 Nov 2026`;
 * - a moment (a comment, a sign-in, an audit entry): the day and the time, said to be Kyiv's,
 *   `25.11.2026, 14:05 (за Києвом)` / `25 Nov 2026, 14:05 (Kyiv time)`;
 * - a span of days: `16.03.2027 – 18.03.2027` / `16 – 18 Mar 2027`.
 *
 * Every date is printed in Kyiv time, the portal's own zone, given explicitly and never the
 * machine's, so the server's rendering and the browser's hydration print the same text.
 * Formatters are built once per language and options and then reused.
 */
export const TIME_ZONE = 'Europe/Kyiv';

/** Day first in both languages; British English for `25 Nov 2026` rather than `Nov 25, 2026`. */
const DAY_FORMATS: Record<UiLocale, { tag: string; options: Intl.DateTimeFormatOptions }> = {
  ua: { tag: 'uk-UA', options: { day: '2-digit', month: '2-digit', year: 'numeric' } },
  en: { tag: 'en-GB', options: { day: 'numeric', month: 'short', year: 'numeric' } },
};

/** Hours and minutes on the 24-hour clock in both languages: `14:05`. */
const TIME_OPTIONS: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };

/** Said after every time shown, as times are Kyiv's whatever the reader's own zone. */
const KYIV_TIME: Record<UiLocale, string> = { ua: 'за Києвом', en: 'Kyiv time' };

const NARROW_NO_BREAK_SPACE = /\u202f/g;
const NO_BREAK_SPACE = '\u00a0';

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function cacheKey(tag: string, options: object): string {
  return `${tag}|${JSON.stringify(options)}`;
}

function getNumberFormat(locale: UiLocale, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const tag = LOCALE_ISO[locale];
  const key = cacheKey(tag, options);
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(tag, options);
    numberFormats.set(key, format);
  }
  return format;
}

function getDateFormat(tag: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = cacheKey(tag, options);
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, { ...options, timeZone: TIME_ZONE });
    dateFormats.set(key, format);
  }
  return format;
}

/**
 * Ukrainian separates thousands with a non-breaking space; some ICU versions print the narrow
 * one, so both renders are brought to the same character.
 */
function settleSpaces(text: string, locale: UiLocale): string {
  return locale === 'ua' ? text.replace(NARROW_NO_BREAK_SPACE, NO_BREAK_SPACE) : text;
}

/**
 * A number, or the API's decimal string, in the page's language: `1 234,15` / `1,234.15`
 * (at most three decimals unless `options` say otherwise). A string that is no number stays
 * as it is.
 */
export function formatNumber(
  value: number | string,
  locale: UiLocale,
  options?: Intl.NumberFormatOptions,
): string {
  const number = typeof value === 'number' ? value : Number(value.trim() === '' ? Number.NaN : value);
  if (!Number.isFinite(number)) return String(value);
  return settleSpaces(getNumberFormat(locale, options).format(number), locale);
}

/**
 * An amount of money in major units (hryvnias, not kopiykas): `1 990 ₴` / `₴1,990`; whole
 * amounts without decimals, otherwise two: `1 990,50 ₴` / `₴1,990.50`.
 */
export function formatMoney(amount: number, currency: string, locale: UiLocale): string {
  const isWhole = Number.isInteger(amount);
  const format = getNumberFormat(locale, {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: isWhole ? 0 : 2,
    maximumFractionDigits: isWhole ? 0 : 2,
  });
  return settleSpaces(format.format(amount), locale);
}

/** The instant of an ISO value, or null for one that is no date. */
function toDate(iso: string): Date | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

function printDay(date: Date, locale: UiLocale): string {
  const { tag, options } = DAY_FORMATS[locale];
  return getDateFormat(tag, options).format(date);
}

/**
 * A day, in Kyiv: `25.11.2026` / `25 Nov 2026`. Takes a moment (`2026-11-25T09:30:00Z`) or a
 * calendar day (`2026-11-25`); nothing gives an empty text, a value that is no date stays as
 * it is.
 */
export function formatDate(iso: string | null | undefined, locale: UiLocale): string {
  if (!iso) return '';
  const date = toDate(iso);
  return date ? printDay(date, locale) : iso;
}

/**
 * A moment, in Kyiv time and saying so: `25.11.2026, 14:05 (за Києвом)` /
 * `25 Nov 2026, 14:05 (Kyiv time)`. Nothing gives an empty text, a value that is no date
 * stays as it is.
 */
export function formatDateTime(iso: string | null | undefined, locale: UiLocale): string {
  if (!iso) return '';
  const date = toDate(iso);
  if (!date) return iso;
  const time = getDateFormat(DAY_FORMATS[locale].tag, TIME_OPTIONS).format(date);
  return `${printDay(date, locale)}, ${time} (${KYIV_TIME[locale]})`;
}

/**
 * A span of calendar days (`YYYY-MM-DD`), the day format's own range: `16.03.2027 – 18.03.2027`
 * / `16 – 18 Mar 2027`; a one-day span is one day. Values that are no dates stay as they are.
 */
export function formatDateRange(startsOn: string, endsOn: string, locale: UiLocale): string {
  const start = toDate(startsOn);
  const end = toDate(endsOn);
  if (!start || !end) return startsOn === endsOn ? startsOn : `${startsOn} – ${endsOn}`;
  if (startsOn === endsOn) return printDay(start, locale);
  const { tag, options } = DAY_FORMATS[locale];
  // ICU versions differ on the spaces around the dash (Node prints thin ones, Chromium plain ones):
  // plain spaces everywhere, or the server's HTML and the browser's render disagree on hydration.
  return getDateFormat(tag, options)
    .formatRange(start, end)
    .replace(/[\u2009\u202f]/g, ' ');
}
