import { and, asc, desc, eq, gte, ilike, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import {
  buildPaginationMeta,
  EVENT_TIME_ZONE,
  findMissingEventFields,
  imageUrl,
  type AdminEvent,
  type AdminEventsQuery,
  type AdminEventTab,
  type PaginationMeta,
} from '@portal/contract';
import { clubEvents, type Database } from '@portal/db';
import { AppError } from '../../lib/app-error';
import { toContainsPattern } from '../classification/hs-search';
import { assertBackOfficeScope, type BackOfficeScope } from '../access/scope';
import { takenSeats } from './find-events';
import type { ClubEventRow } from './present-event';

type Reader = Pick<Database, 'select'>;

/** Companies in the waiting list of the event of the row being read (qualified, as `takenSeats`). */
const waitingCount = sql<number>`(select count(*)::int from club_event_registrations waiting
  where waiting.event_id = "club_events"."id" and waiting.status = 'waiting')`;

/** An event as the back office reads it: every field in both languages, its seats and waiting list. */
export function toAdminEvent(event: ClubEventRow, facts: { taken: number; waiting: number }): AdminEvent {
  const texts = {
    title: { uk: event.titleUk, en: event.titleEn },
    summary: { uk: event.summaryUk, en: event.summaryEn },
    description: { uk: event.descriptionUk, en: event.descriptionEn },
    place: { uk: event.placeUk, en: event.placeEn },
  };
  return {
    id: event.id,
    slug: event.slug,
    ...texts,
    starts_at: event.startsAt.toISOString(),
    ends_at: event.endsAt.toISOString(),
    time_zone: EVENT_TIME_ZONE,
    format: event.format,
    online_url: event.onlineUrl,
    language: event.language,
    speakers: event.speakers.map((speaker) => ({
      name: { uk: speaker.nameUk, en: speaker.nameEn },
      role: { uk: speaker.roleUk, en: speaker.roleEn },
    })),
    capacity: event.capacity,
    register_by: event.registerBy?.toISOString() ?? null,
    image_url: imageUrl(event.imageFileId),
    published_at: event.publishedAt?.toISOString() ?? null,
    seats_taken: facts.taken,
    waiting: facts.waiting,
    missing_fields: findMissingEventFields({ ...texts, format: event.format, online_url: event.onlineUrl }),
    created_at: event.createdAt.toISOString(),
    updated_at: event.updatedAt.toISOString(),
  };
}

function selectAdminEvents(db: Reader) {
  return db.select({ event: clubEvents, taken: takenSeats, waiting: waitingCount }).from(clubEvents);
}

/** Which events a tab holds at `now`: published and not ended, published and ended, or drafts. */
function tabCondition(tab: AdminEventTab, now: Date): SQL {
  if (tab === 'drafts') return isNull(clubEvents.publishedAt);
  return and(
    isNotNull(clubEvents.publishedAt),
    tab === 'past' ? lt(clubEvents.endsAt, now) : gte(clubEvents.endsAt, now),
  )!;
}

/**
 * GET /admin/events: a tab of events (upcoming and drafts the soonest first, past the latest
 * first), found by words of a title or the slug, with the tabs' counts whatever the search.
 */
export async function findAdminEvents(options: {
  db: Reader;
  scope: BackOfficeScope;
  query: AdminEventsQuery;
  now?: Date;
}): Promise<{ items: AdminEvent[]; meta: PaginationMeta; counts: Record<AdminEventTab, number> }> {
  const { db, scope, query, now = new Date() } = options;
  assertBackOfficeScope(scope);
  const conditions = [tabCondition(query.tab, now)];
  if (query.search) {
    const pattern = toContainsPattern(query.search);
    conditions.push(
      or(
        ilike(clubEvents.titleUk, pattern),
        ilike(clubEvents.titleEn, pattern),
        ilike(clubEvents.slug, pattern),
      )!,
    );
  }
  const where = and(...conditions);
  const order =
    query.tab === 'past'
      ? [desc(clubEvents.startsAt), desc(clubEvents.id)]
      : [asc(clubEvents.startsAt), asc(clubEvents.id)];
  const countOf = (tab: AdminEventTab) => sql<number>`count(*) filter (where ${tabCondition(tab, now)})::int`;
  const [rows, [counts], [found]] = await Promise.all([
    selectAdminEvents(db)
      .where(where)
      .orderBy(...order)
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db
      .select({ upcoming: countOf('upcoming'), past: countOf('past'), drafts: countOf('drafts') })
      .from(clubEvents),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(clubEvents)
      .where(where),
  ]);
  return {
    items: rows.map((row) => toAdminEvent(row.event, row)),
    meta: buildPaginationMeta(found?.total ?? 0, query),
    counts: { upcoming: counts?.upcoming ?? 0, past: counts?.past ?? 0, drafts: counts?.drafts ?? 0 },
  };
}

/** GET /admin/events/{id}: one event, published or draft; 404 for an unknown id. */
export async function getAdminEvent(options: { db: Reader; scope: BackOfficeScope; id: number }) {
  assertBackOfficeScope(options.scope);
  const [row] = await selectAdminEvents(options.db).where(eq(clubEvents.id, options.id)).limit(1);
  if (!row) throw new AppError('not_found', 'error.not_found');
  return toAdminEvent(row.event, row);
}
