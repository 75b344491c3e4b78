import type { ApiLocale } from '@portal/contract';
import { formatEventTime } from './event-time';
import type { ClubEventRow } from './present-event';

/** RFC 5545 §3.3.5: a UTC date-time, `20261203T080000Z`. */
export function toCalendarTime(at: Date): string {
  return at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** RFC 5545 §3.3.11: backslash, semicolon and comma escaped, line breaks as `\n`. */
export function escapeCalendarText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * RFC 5545 §3.1: content lines longer than 75 octets are folded with CRLF and a space; a
 * multi-byte UTF-8 character is never split.
 */
export function foldCalendarLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    const limit = parts.length === 0 ? 75 : 74; // a continuation line starts with the space
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/**
 * The event as an iCalendar file (RFC 5545) with one VEVENT: times in UTC (every calendar shows
 * them in its own zone), the Kyiv times in the description as the portal shows them, the place or
 * the online link (only for a company with a seat), and the event's page.
 */
export function renderEventCalendar(options: {
  event: ClubEventRow;
  locale: ApiLocale;
  includeOnlineUrl: boolean;
  pageUrl: string;
  host: string;
  now?: Date;
}): string {
  const { event, locale, includeOnlineUrl, pageUrl, host, now = new Date() } = options;
  const en = locale === 'en';
  const title = en ? event.titleEn : event.titleUk;
  const place = en ? event.placeEn : event.placeUk;
  const onlineUrl = includeOnlineUrl ? event.onlineUrl : null;
  const when = `${formatEventTime(event.startsAt, locale)} — ${formatEventTime(event.endsAt, locale)}`;
  const description = [en ? event.summaryEn : event.summaryUk, when, onlineUrl ?? '', pageUrl]
    .filter((part) => part !== '')
    .join('\n\n');
  const location = [place, onlineUrl ?? ''].filter((part) => part !== '').join(' · ');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${host}//Business club//${en ? 'EN' : 'UK'}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:club-event-${event.id}@${host}`,
    `DTSTAMP:${toCalendarTime(now)}`,
    `DTSTART:${toCalendarTime(event.startsAt)}`,
    `DTEND:${toCalendarTime(event.endsAt)}`,
    `SUMMARY:${escapeCalendarText(title)}`,
    `DESCRIPTION:${escapeCalendarText(description)}`,
    ...(location ? [`LOCATION:${escapeCalendarText(location)}`] : []),
    `URL:${pageUrl}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldCalendarLine).join('\r\n')}\r\n`;
}
