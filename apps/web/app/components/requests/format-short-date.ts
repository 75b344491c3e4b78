import { LOCALE_ISO, type UiLocale } from '@portal/contract';

/** The portal's own zone, as lib/format-date: server and browser print the same text. */
const TIME_ZONE = 'Europe/Kyiv';

/** A date for tight table cells: '21 лист. 2026 р.', '21 Nov 2026'. */
export function formatShortDate(iso: string, locale: UiLocale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(LOCALE_ISO[locale], { dateStyle: 'medium', timeZone: TIME_ZONE }).format(
    date,
  );
}
