import { TIME_ZONE } from '../../../lib/format';

/**
 * The event's times as the form's `datetime-local` fields hold them: a wall-clock time in Kyiv
 * (`2027-03-16T10:00`), whatever the manager's own zone, turned into the instant the API keeps
 * and back. Kyiv's offset is +02:00 in winter and +03:00 in summer (EU rules: the last Sundays
 * of March and October, at 03:00 and 04:00 local time).
 */

const PARTS = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** Kyiv's wall clock at an instant, as numbers. */
function kyivClock(at: Date) {
  const parts = Object.fromEntries(PARTS.formatToParts(at).map((part) => [part.type, part.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** Kyiv's offset from UTC at an instant, in minutes (120 or 180). */
function kyivOffsetMinutes(at: Date): number {
  const clock = kyivClock(at);
  const asUtc = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second);
  return Math.round((asUtc - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** An instant as a `datetime-local` value in Kyiv time (`2027-03-16T10:00`); '' for none. */
export function toKyivInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  const clock = kyivClock(at);
  return `${pad(clock.year, 4)}-${pad(clock.month)}-${pad(clock.day)}T${pad(clock.hour)}:${pad(clock.minute)}`;
}

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})$/;

/**
 * A `datetime-local` value read as Kyiv time, as an ISO instant (`2027-03-16T08:00:00.000Z`);
 * undefined when it is not a date and time. A time the spring change skips (03:30 on the last
 * Sunday of March) reads as the same time an hour later, as the clocks then say.
 */
export function fromKyivInput(value: string): string | undefined {
  const match = LOCAL.exec(value.trim());
  if (!match) return undefined;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59) return undefined;
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  if (new Date(wall).getUTCDate() !== day) return undefined;
  // The offset at a first guess, then at the instant it gives: they differ only near a change.
  const first = wall - kyivOffsetMinutes(new Date(wall)) * 60_000;
  const instant = wall - kyivOffsetMinutes(new Date(first)) * 60_000;
  return new Date(instant).toISOString();
}
