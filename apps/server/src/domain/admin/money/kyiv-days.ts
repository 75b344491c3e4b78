/**
 * The back office's days are the office's: Europe/Kyiv calendar days (`YYYY-MM-DD`), whatever
 * the server's time zone; a period's `to` day is included.
 */

const KYIV_PARTS = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Europe/Kyiv',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

function kyivParts(at: Date): Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number> {
  const parts = Object.fromEntries(KYIV_PARTS.formatToParts(at).map((part) => [part.type, part.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** The Kyiv calendar day of a moment: `2026-11-21`. */
export function kyivDay(at: Date): string {
  const { year, month, day } = kyivParts(at);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** How far Kyiv's clock is ahead of UTC at a moment, in milliseconds (2 or 3 hours). */
function kyivOffsetMs(at: Date): number {
  const { year, month, day, hour, minute, second } = kyivParts(at);
  return Date.UTC(year, month - 1, day, hour, minute, second) - Math.floor(at.getTime() / 1000) * 1000;
}

/** The moment a Kyiv day (`YYYY-MM-DD`) begins. */
export function kyivDayStart(day: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const midnightAsUtc = Date.UTC(year, month - 1, date);
  // The offset at the guess, then at the corrected guess: right on either side of a clock change.
  const guess = midnightAsUtc - kyivOffsetMs(new Date(midnightAsUtc));
  return new Date(midnightAsUtc - kyivOffsetMs(new Date(guess)));
}

/** The day after a `YYYY-MM-DD` day. */
export function nextDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + 1)).toISOString().slice(0, 10);
}

/** A period of Kyiv days as moments: from the start of `from`, up to (not including) the day after `to`. */
export function kyivPeriod(from: string | undefined, to: string | undefined): { start?: Date; end?: Date } {
  return {
    ...(from ? { start: kyivDayStart(from) } : {}),
    ...(to ? { end: kyivDayStart(nextDay(to)) } : {}),
  };
}
