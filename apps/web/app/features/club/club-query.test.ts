import { describe, expect, it } from 'vitest';
import type { ClubEventListItem } from '@portal/contract';
import {
  buildPeriodSearch,
  canCancelClubEvent,
  clubEventCalendarPath,
  clubEventPath,
  decideClubEventState,
  formatEventTime,
  readClubEventFilters,
  readClubEventId,
  readClubEventRef,
  toClubEventsQuery,
} from './club-query';

const params = (query: string) => new URLSearchParams(query);

describe('readClubEventFilters: a hand-edited address still shows the list', () => {
  it('defaults to the upcoming events, any format and language, page 1', () => {
    expect(readClubEventFilters(params(''))).toEqual({
      period: 'upcoming',
      format: '',
      language: '',
      page: 1,
    });
  });

  it('reads the period, the format, the language and the page', () => {
    expect(readClubEventFilters(params('period=past&format=hybrid&language=uk_en&page=3'))).toEqual({
      period: 'past',
      format: 'hybrid',
      language: 'uk_en',
      page: 3,
    });
  });

  it('drops values the API would refuse (422) instead of failing', () => {
    expect(readClubEventFilters(params('period=soon&format=ONLINE&language=de&page=-2'))).toEqual({
      period: 'upcoming',
      format: '',
      language: '',
      page: 1,
    });
    expect(readClubEventFilters(params('page=1.5')).page).toBe(1);
    expect(readClubEventFilters(params('page=0')).page).toBe(1);
    expect(readClubEventFilters(params('page=999999')).page).toBe(1);
  });
});

describe('toClubEventsQuery: only what is set goes to GET /events', () => {
  it('leaves out an empty format and language', () => {
    expect(toClubEventsQuery({ period: 'upcoming', format: '', language: '', page: 1 })).toEqual({
      period: 'upcoming',
      page: 1,
    });
  });

  it('passes the set filters', () => {
    expect(toClubEventsQuery({ period: 'past', format: 'online', language: 'en', page: 2 })).toEqual({
      period: 'past',
      format: 'online',
      language: 'en',
      page: 2,
    });
  });
});

describe('buildPeriodSearch: a tab keeps the filters and starts from page 1', () => {
  const filters = { period: 'past', format: 'online', language: 'en', page: 4 } as const;

  it('leaves out the default period', () => {
    expect(buildPeriodSearch(filters, 'upcoming')).toBe('?format=online&language=en');
    expect(buildPeriodSearch({ ...filters, format: '', language: '' }, 'upcoming')).toBe('');
  });

  it('names the past period', () => {
    expect(buildPeriodSearch(filters, 'past')).toBe('?period=past&format=online&language=en');
  });
});

describe('event ids and slugs in the address: anything else is the 404 page', () => {
  it('takes a positive 32-bit id', () => {
    expect(readClubEventId('7')).toBe(7);
    expect(readClubEventId('2147483647')).toBe(2_147_483_647);
    expect(readClubEventId('2147483648')).toBeNull();
    expect(readClubEventId('0')).toBeNull();
    expect(readClubEventId('07')).toBeNull();
    expect(readClubEventId('1e3')).toBeNull();
    expect(readClubEventId(undefined)).toBeNull();
  });

  it('takes an id or a slug for the page', () => {
    expect(readClubEventRef('12')).toBe('12');
    expect(readClubEventRef('club-breakfast-kyiv')).toBe('club-breakfast-kyiv');
    expect(readClubEventRef('Club')).toBeNull();
    expect(readClubEventRef('-x')).toBeNull();
    expect(readClubEventRef('0')).toBeNull();
    expect(readClubEventRef('a b')).toBeNull();
    expect(readClubEventRef('x'.repeat(201))).toBeNull();
  });

  it('builds the page and calendar addresses', () => {
    expect(clubEventPath(5)).toBe('/profile/pro-services/business-club/events/5');
    expect(clubEventCalendarPath(5)).toBe('/profile/pro-services/business-club/events/5/calendar.ics');
  });
});

describe('formatEventTime: every time in Kyiv, the zone named', () => {
  it('writes a one-day event as a day and two times', () => {
    const event = { starts_at: '2026-12-03T08:00:00Z', ends_at: '2026-12-03T10:00:00Z' };
    expect(formatEventTime(event, 'ua')).toBe('03.12.2026, 10:00–12:00 (за Києвом)');
    expect(formatEventTime(event, 'en')).toBe('3 Dec 2026, 10:00–12:00 (Kyiv time)');
  });

  it('uses the Kyiv day, not the UTC one (summer time too)', () => {
    const event = { starts_at: '2027-06-30T21:30:00Z', ends_at: '2027-06-30T22:30:00Z' };
    expect(formatEventTime(event, 'ua')).toBe('01.07.2027, 00:30–01:30 (за Києвом)');
  });

  it('writes both moments in full over several days', () => {
    const event = { starts_at: '2026-12-03T08:00:00Z', ends_at: '2026-12-04T15:00:00Z' };
    expect(formatEventTime(event, 'en')).toBe(
      '3 Dec 2026, 10:00 (Kyiv time) – 4 Dec 2026, 17:00 (Kyiv time)',
    );
  });
});

function item(overrides: Partial<ClubEventListItem>): ClubEventListItem {
  return {
    id: 1,
    slug: 'e',
    title: 'E',
    summary: '',
    starts_at: '2026-12-03T08:00:00Z',
    ends_at: '2026-12-03T10:00:00Z',
    time_zone: 'Europe/Kyiv',
    format: 'online',
    place: '',
    language: 'uk',
    speakers: [],
    capacity: 10,
    seats_left: 3,
    register_by: '2026-12-03T08:00:00Z',
    is_registration_open: true,
    registration: null,
    image_url: null,
    ...overrides,
  };
}

describe('decideClubEventState: the company’s place decides the buttons', () => {
  it('a seat is "registered", the waiting list carries its position', () => {
    const created_at = '2026-11-26T08:00:00Z';
    expect(
      decideClubEventState(
        item({ registration: { status: 'registered', waiting_position: null, created_at } }),
      ),
    ).toEqual({ kind: 'registered' });
    expect(
      decideClubEventState(
        item({ seats_left: 0, registration: { status: 'waiting', waiting_position: 2, created_at } }),
      ),
    ).toEqual({ kind: 'waiting', position: 2 });
  });

  it('offers the waiting list only when no seat is left (no limit is never full)', () => {
    expect(decideClubEventState(item({ seats_left: 3 }))).toEqual({ kind: 'open', isFull: false });
    expect(decideClubEventState(item({ seats_left: 0 }))).toEqual({ kind: 'open', isFull: true });
    expect(decideClubEventState(item({ capacity: null, seats_left: null }))).toEqual({
      kind: 'open',
      isFull: false,
    });
  });

  it('a closed registration without a place offers nothing', () => {
    expect(decideClubEventState(item({ is_registration_open: false }))).toEqual({ kind: 'closed' });
  });

  it('a place may be given back only before the start', () => {
    const registration = {
      status: 'registered',
      waiting_position: null,
      created_at: '2026-11-26T08:00:00Z',
    } as const;
    expect(canCancelClubEvent(item({ registration }), new Date('2026-12-03T07:59:00Z'))).toBe(true);
    expect(canCancelClubEvent(item({ registration }), new Date('2026-12-03T08:00:00Z'))).toBe(false);
    expect(canCancelClubEvent(item({}), new Date('2026-11-01T00:00:00Z'))).toBe(false);
  });
});
