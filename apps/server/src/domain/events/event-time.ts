import { EVENT_TIME_ZONE, type ApiLocale } from '@portal/contract';

const FORMATTERS: Record<ApiLocale, Intl.DateTimeFormat> = {
  uk: new Intl.DateTimeFormat('uk-UA', {
    timeZone: EVENT_TIME_ZONE,
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }),
  en: new Intl.DateTimeFormat('en-GB', {
    timeZone: EVENT_TIME_ZONE,
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }),
};

const ZONE_NAME: Record<ApiLocale, string> = { uk: 'за Києвом', en: 'Kyiv time' };

/** A moment of an event for e-mails and the calendar file: '3 грудня 2026 р. о 10:00 (за Києвом)'. */
export function formatEventTime(at: Date, locale: ApiLocale): string {
  return `${FORMATTERS[locale].format(at)} (${ZONE_NAME[locale]})`;
}
