import { LOCALE_ISO, type UiLocale } from '@portal/contract';

/** Kyiv time, the portal's own zone: the server and the browser print the same text. */
const TIME_ZONE = 'Europe/Kyiv';
const formats = new Map<string, Intl.DateTimeFormat>();

function getFormat(locale: UiLocale, withTime: boolean): Intl.DateTimeFormat {
  const key = `${locale}|${withTime}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE_ISO[locale], {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      ...(withTime ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } : {}),
      timeZone: TIME_ZONE,
    });
    formats.set(key, format);
  }
  return format;
}

/** A compact date (and time) for the back-office's tables: `21.11.2026, 14:05`. */
export function formatAdminDate(iso: string | null, locale: UiLocale, withTime = true): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : getFormat(locale, withTime).format(date);
}
