import type { UiLocale } from '@portal/contract';
import { formatNumber, TIME_ZONE } from '../../../lib/format';
import { KOPIYKAS_PER_HRYVNIA } from '../../../lib/money';

/** At most 9 999 999 999,99 UAH: far above any price, and exact as a JavaScript number. */
const MAX_WHOLE_DIGITS = 10;

/** Spaces of any width, as Ukrainian (and a copied formatted number) groups thousands. */
const SPACES = /[\s\u00a0\u202f]+/g;
/** A currency written beside the amount: ₴, грн, грн., UAH. */
const CURRENCY = /^(?:₴|грн\.?|uah)|(?:₴|грн\.?|uah)$/giu;

/** Whole hryvnias and 1–2 decimals after a comma or a point: `1490`, `1490,5`, `1490.00`. */
const PLAIN = /^(\d+)(?:[.,](\d{1,2}))?$/;
/** English grouping with commas, which then needs the decimal point: `1,490.00`. */
const COMMA_GROUPED = /^(\d{1,3}(?:,\d{3})+)\.(\d{1,2})$/;

/**
 * A price typed in hryvnias, as kopiykas: `1 490,00`, `1490.00`, `1490`, `1,490.00` and
 * `1490 грн` are all 149000. Null for anything else: a negative amount, three decimals, letters,
 * or `1,490` without decimals, which reads as 1490 in English and as 1,49 in Ukrainian.
 * Computed on the digits, never through a float, so `0.29` is 29 kopiykas exactly.
 */
export function parseHryvnias(text: string): number | null {
  const compact = text.replace(SPACES, '').replace(CURRENCY, '');
  const match = PLAIN.exec(compact) ?? COMMA_GROUPED.exec(compact);
  if (!match) return null;
  const whole = (match[1] ?? '').replaceAll(',', '').replace(/^0+(?=\d)/, '');
  if (whole.length > MAX_WHOLE_DIGITS) return null;
  const fraction = (match[2] ?? '').padEnd(2, '0');
  return Number(whole) * KOPIYKAS_PER_HRYVNIA + Number(fraction);
}

/**
 * Kopiykas as the price field shows them to be edited: two decimals after the page's decimal
 * sign and no grouping (`1490,00` / `1490.00`), which `parseHryvnias` reads back unchanged.
 */
export function formatHryvniasInput(kopiykas: number, locale: UiLocale): string {
  return formatNumber(kopiykas / KOPIYKAS_PER_HRYVNIA, locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: false,
  });
}

const KYIV_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * The Kyiv calendar day of a moment as a date field writes it (`YYYY-MM-DD`): the API's days are
 * Kyiv's, so a payment at 00:30 in Kyiv on 1 July is on 1 July whatever the browser's zone.
 */
export function toKyivDay(moment: Date | string): string {
  return KYIV_DAY.format(typeof moment === 'string' ? new Date(moment) : moment);
}
