import { and, asc, count, desc, eq, gte, isNotNull, lt, ne, sql, type SQL } from 'drizzle-orm';
import {
  buildPaginationMeta,
  type ApiLocale,
  type ClubEvent,
  type ClubEventListItem,
  type EventListQuery,
  type PaginationMeta,
} from '@portal/contract';
import { clubEventRegistrations, clubEvents, type Database } from '@portal/db';
import { AppError } from '../../lib/app-error';
import { byIdOrSlug } from '../../lib/id-or-slug';
import { toEvent, toEventListItem, type ClubEventRow, type PlaceRow } from './present-event';
import { companyOfScope, type ExporterScope } from '../access/scope';

type Reader = Pick<Database, 'select'>;

/**
 * Seats taken at the event of the row being read. The outer columns are written qualified: in a
 * one-table select drizzle names them bare, and a bare "id" would be the subquery's own.
 */
export const takenSeats = sql<number>`(select count(*)::int from club_event_registrations taken
  where taken.event_id = "club_events"."id" and taken.status = 'registered')`;

/** The place of the company in the waiting list (1 = first), counted in the order of joining. */
const waitingPosition = sql<number>`(select count(*)::int from club_event_registrations ahead
  where ahead.event_id = "club_events"."id" and ahead.status = 'waiting'
  and (ahead.created_at, ahead.id) <= ("club_event_registrations"."created_at", "club_event_registrations"."id"))`;

/**
 * Events with the seats taken and, for a reader with a company, its live place (none for a guest
 * or the back office: `reader` null).
 */
export function selectEventsWithPlaces(db: Reader, reader: ExporterScope | null) {
  const companyId = reader === null ? null : companyOfScope(reader);
  return db
    .select({
      event: clubEvents,
      taken: takenSeats,
      placeStatus: clubEventRegistrations.status,
      placeCreatedAt: clubEventRegistrations.createdAt,
      waitingPosition,
    })
    .from(clubEvents)
    .leftJoin(
      clubEventRegistrations,
      and(
        eq(clubEventRegistrations.eventId, clubEvents.id),
        companyId === null ? sql`false` : eq(clubEventRegistrations.companyId, companyId),
        ne(clubEventRegistrations.status, 'cancelled'),
      ),
    );
}

type EventWithPlaceRow = {
  event: ClubEventRow;
  taken: number;
  placeStatus: 'registered' | 'waiting' | 'cancelled' | null;
  placeCreatedAt: Date | null;
  waitingPosition: number;
};

export function toPlace(row: EventWithPlaceRow): PlaceRow | null {
  if (row.placeStatus === null || row.placeStatus === 'cancelled' || row.placeCreatedAt === null) return null;
  return { status: row.placeStatus, createdAt: row.placeCreatedAt, waitingPosition: row.waitingPosition };
}

/**
 * GET /events: published events, upcoming (not yet ended, the soonest first) or past (the latest
 * first), by format and language, a page at a time.
 */
export async function findEvents(options: {
  db: Reader;
  /** The reader's company (its places), or none (decision 043: the entry's `reader` scope). */
  reader: ExporterScope | null;
  locale: ApiLocale;
  query: EventListQuery;
  now?: Date;
}): Promise<{ items: ClubEventListItem[]; meta: PaginationMeta }> {
  const { db, reader, locale, query, now = new Date() } = options;
  const conditions: SQL[] = [isNotNull(clubEvents.publishedAt)];
  conditions.push(query.period === 'past' ? lt(clubEvents.endsAt, now) : gte(clubEvents.endsAt, now));
  if (query.format) conditions.push(eq(clubEvents.format, query.format));
  if (query.language) conditions.push(eq(clubEvents.language, query.language));
  const where = and(...conditions);
  const order =
    query.period === 'past'
      ? [desc(clubEvents.startsAt), desc(clubEvents.id)]
      : [asc(clubEvents.startsAt), asc(clubEvents.id)];
  const [rows, [total]] = await Promise.all([
    selectEventsWithPlaces(db, reader)
      .where(where)
      .orderBy(...order)
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ value: count() }).from(clubEvents).where(where),
  ]);
  return {
    items: rows.map((row) =>
      toEventListItem(row.event, { taken: row.taken, place: toPlace(row), now }, locale),
    ),
    meta: buildPaginationMeta(total?.value ?? 0, query),
  };
}

/** One published event with the company's place; 404 for an unknown or unpublished one. */
export async function getEventWithPlace(db: Reader, idOrSlug: string | number, reader: ExporterScope | null) {
  const [row] = await selectEventsWithPlaces(db, reader)
    .where(and(byIdOrSlug(clubEvents.id, clubEvents.slug, idOrSlug), isNotNull(clubEvents.publishedAt)))
    .limit(1);
  if (!row) throw new AppError('not_found', 'error.not_found');
  return row;
}

/** GET /events/{idOrSlug}. */
export async function getEvent(options: {
  db: Reader;
  reader: ExporterScope | null;
  idOrSlug: string | number;
  locale: ApiLocale;
  now?: Date;
}): Promise<ClubEvent> {
  const { db, reader, idOrSlug, locale, now = new Date() } = options;
  const row = await getEventWithPlace(db, idOrSlug, reader);
  return toEvent(row.event, { taken: row.taken, place: toPlace(row), now }, locale);
}
