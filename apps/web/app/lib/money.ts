import type { UiLocale } from '@portal/contract';
import { formatMoney, formatNumber, TIME_ZONE } from './format';

/** Amounts travel as integer kopiykas (ARCHITECTURE §3); people read hryvnias. */
export const KOPIYKAS_PER_HRYVNIA = 100;

/**
 * An amount in kopiykas as the page's language writes it. A price (the tariffs) drops the
 * decimals of a whole amount: `1 990 ₴` / `₴1,990`; an invoice's amount is `exact`, always with
 * its kopiykas, as an accountant reads it: `1 990,00 ₴` / `₴1,990.00`.
 */
export function formatKopiykas(
  minor: number,
  currency: string,
  locale: UiLocale,
  { exact = false }: { exact?: boolean } = {},
): string {
  const amount = minor / KOPIYKAS_PER_HRYVNIA;
  if (!exact) return formatMoney(amount, currency, locale);
  return formatNumber(amount, locale, {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
}

const kyivDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day of a moment in Kyiv, as a count of days (for differences). */
function kyivDayNumber(date: Date): number {
  const [year, month, day] = kyivDay.format(date).split('-').map(Number);
  return Date.UTC(year!, month! - 1, day!) / 86_400_000;
}

/**
 * Whole calendar days (in Kyiv) from `now` to the day a subscription ends: 0 on its last day or
 * after it, 1 when it ends tomorrow. A value that is no date gives null.
 */
export function countDaysLeft(endsAt: string | null | undefined, now: Date = new Date()): number | null {
  if (!endsAt) return null;
  const end = new Date(endsAt);
  if (Number.isNaN(end.getTime())) return null;
  return Math.max(0, kyivDayNumber(end) - kyivDayNumber(now));
}
