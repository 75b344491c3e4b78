import {
  EVENT_FORMATS,
  EVENT_LANGUAGES,
  EVENT_PERIODS,
  type ClubEventListItem,
  type EndpointInput,
  type EventFormat,
  type EventLanguage,
  type endpoints,
  type UiLocale,
} from '@portal/contract';
import { formatDate, formatDateTime } from '../../lib/format';
import type { FieldSpec } from '../../lib/forms/form-values';

/**
 * The business club's events in the cabinet (issue 16 §2, decision 030): the addresses, the
 * filters read from the address, and what a card or the event's page says about the company's
 * place and the seats.
 */

export type EventPeriod = (typeof EVENT_PERIODS)[number];

/** The filters of the events list in the address (`?period=past&format=online&language=en&page=2`). */
export type ClubEventFilters = {
  period: EventPeriod;
  format: EventFormat | '';
  language: EventLanguage | '';
  page: number;
};

/** The query of `GET /events` (listEvents). */
export type ClubEventsQuery = NonNullable<EndpointInput<typeof endpoints.listEvents>['query']>;

/** The pages of the business club (spec §2), as Ukrainian paths. */
export const CLUB_BASE_PATH = '/profile/pro-services/business-club';
export const CLUB_EVENTS_PATH = `${CLUB_BASE_PATH}/events`;

export function clubEventPath(id: number | string): string {
  return `${CLUB_EVENTS_PATH}/${id}`;
}

/** The event's calendar file: a resource route beside its page (a plain link's target). */
export function clubEventCalendarPath(id: number): string {
  return `${clubEventPath(id)}/calendar.ics`;
}

/** How many upcoming events the service's base page shows a subscriber. */
export const CLUB_PREVIEW_SIZE = 2;

function isOneOf<T extends string>(values: readonly T[], value: string): value is T {
  return (values as readonly string[]).includes(value);
}

/**
 * Reads the filters from the address. A value the API would refuse (an unknown period, format or
 * language, a page out of range) is dropped, so a hand-edited address still shows the list.
 */
export function readClubEventFilters(params: URLSearchParams): ClubEventFilters {
  const period = params.get('period') ?? '';
  const format = params.get('format') ?? '';
  const language = params.get('language') ?? '';
  const rawPage = params.get('page') ?? '1';
  const page = /^\d{1,6}$/.test(rawPage) ? Number(rawPage) : 1;
  return {
    period: isOneOf(EVENT_PERIODS, period) ? period : 'upcoming',
    format: isOneOf(EVENT_FORMATS, format) ? format : '',
    language: isOneOf(EVENT_LANGUAGES, language) ? language : '',
    page: page >= 1 && page <= 100_000 ? page : 1,
  };
}

/** `GET /events` query: only what is set. */
export function toClubEventsQuery(filters: ClubEventFilters): ClubEventsQuery {
  return {
    period: filters.period,
    page: filters.page,
    ...(filters.format ? { format: filters.format } : {}),
    ...(filters.language ? { language: filters.language } : {}),
  };
}

/** The address of a period's tab: the same filters, from page 1 (`upcoming` is the default, left out). */
export function buildPeriodSearch(filters: ClubEventFilters, period: EventPeriod): string {
  const params = new URLSearchParams();
  if (period !== 'upcoming') params.set('period', period);
  if (filters.format) params.set('format', filters.format);
  if (filters.language) params.set('language', filters.language);
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** An event's id in the address (a positive 32-bit integer, as the API takes it), or null. */
export function readClubEventId(raw: string | undefined): number | null {
  if (raw === undefined || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= 2_147_483_647 ? id : null;
}

/**
 * How the event page's address names the event: its numeric id or its slug (`getEvent` takes
 * both); null for anything else, which is the 404 page without asking the API.
 */
export function readClubEventRef(raw: string | undefined): string | null {
  if (raw === undefined) return null;
  if (readClubEventId(raw) !== null) return raw;
  return /^[a-z0-9](?:[a-z0-9-]{0,198}[a-z0-9])?$/.test(raw) && !/^\d+$/.test(raw) ? raw : null;
}

const MOMENT = /^(.*), (\d{2}:\d{2}) \((.+)\)$/;

/**
 * When the event is held, in Kyiv time and saying so: one day
 * `03.12.2026, 10:00–12:00 (за Києвом)` / `3 Dec 2026, 10:00–12:00 (Kyiv time)`; over several
 * days both moments in full.
 */
export function formatEventTime(
  event: Pick<ClubEventListItem, 'starts_at' | 'ends_at'>,
  locale: UiLocale,
): string {
  const start = formatDateTime(event.starts_at, locale);
  const end = formatDateTime(event.ends_at, locale);
  const startParts = MOMENT.exec(start);
  const endParts = MOMENT.exec(end);
  if (
    startParts &&
    endParts &&
    formatDate(event.starts_at, locale) === formatDate(event.ends_at, locale) &&
    startParts[1] === endParts[1]
  ) {
    return `${startParts[1]}, ${startParts[2]}–${endParts[2]} (${startParts[3]})`;
  }
  return `${start} – ${end}`;
}

/**
 * The company's place and what it may do, for a card and the event's page:
 * - `registered`: a seat (the online link, the calendar, giving it back);
 * - `waiting`: in the waiting list at `position`;
 * - `open`: may register (`isFull`: the seats are taken, so it joins the waiting list);
 * - `closed`: the registration has closed (deadline passed, started or ended).
 */
export type ClubEventState =
  | { kind: 'registered' }
  | { kind: 'waiting'; position: number | null }
  | { kind: 'open'; isFull: boolean }
  | { kind: 'closed' };

export function decideClubEventState(
  event: Pick<ClubEventListItem, 'registration' | 'is_registration_open' | 'seats_left'>,
): ClubEventState {
  if (event.registration?.status === 'registered') return { kind: 'registered' };
  if (event.registration?.status === 'waiting') {
    return { kind: 'waiting', position: event.registration.waiting_position };
  }
  if (!event.is_registration_open) return { kind: 'closed' };
  return { kind: 'open', isFull: event.seats_left !== null && event.seats_left <= 0 };
}

/**
 * Whether the company may still give its place back: it has one and the event has not started
 * (the API answers 409 `event.already_started` after that).
 */
export function canCancelClubEvent(
  event: Pick<ClubEventListItem, 'registration' | 'starts_at'>,
  now: Date,
): boolean {
  return event.registration !== null && new Date(event.starts_at).getTime() > now.getTime();
}

/** The event page's forms: register (or join the waiting list), give the place back. */
export const REGISTER_INTENT = 'register';
export const CANCEL_INTENT = 'cancel-registration';
export const CLUB_EVENT_FIELDS = {} as const satisfies FieldSpec;
