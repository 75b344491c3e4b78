import { LOCALE_ISO, type UiLocale } from '@portal/contract';

/**
 * Dates are shown in Kyiv time, the portal's own zone, so the server's rendering and the
 * browser's hydration always print the same text.
 */
const TIME_ZONE = 'Europe/Kyiv';

export function formatDate(iso: string, locale: UiLocale, withTime = false): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(LOCALE_ISO[locale], {
    dateStyle: 'long',
    ...(withTime ? { timeStyle: 'short' } : {}),
    timeZone: TIME_ZONE,
  }).format(date);
}
