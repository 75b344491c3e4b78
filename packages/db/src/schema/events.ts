import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies, users } from './accounts';
import { storedFiles } from './files';

/** A speaker of an event, named in both languages. */
export type EventSpeakerRecord = { nameUk: string; nameEn: string; roleUk: string; roleEn: string };

/**
 * The business club's events (issue 16 §2, decision 030): written by managers in both languages,
 * shown once published. Times are instants; the pages show them in Europe/Kyiv.
 */
export const clubEvents = pgTable(
  'club_events',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    slug: text().notNull().unique(),
    titleUk: text().notNull(),
    titleEn: text().notNull(),
    summaryUk: text().notNull().default(''),
    summaryEn: text().notNull().default(''),
    descriptionUk: text().notNull().default(''),
    descriptionEn: text().notNull().default(''),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    format: text().$type<'online' | 'offline' | 'hybrid'>().notNull(),
    placeUk: text().notNull().default(''),
    placeEn: text().notNull().default(''),
    /** The link to join; shown only to companies with a seat. */
    onlineUrl: text(),
    language: text().$type<'uk' | 'en' | 'uk_en'>().notNull(),
    speakers: jsonb().$type<EventSpeakerRecord[]>().notNull().default([]),
    /** Null: no limit. */
    capacity: integer(),
    /** The last moment to register; null: until the start. */
    registerBy: timestamp({ withTimezone: true }),
    /** The event's picture (decision 034), a kept image; removed with it. */
    imageFileId: uuid().references(() => storedFiles.id, { onDelete: 'set null' }),
    publishedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('club_events_starts_idx').on(t.startsAt),
    check('club_events_ends_after_start', sql`${t.endsAt} >= ${t.startsAt}`),
    check('club_events_capacity_positive', sql`${t.capacity} is null or ${t.capacity} > 0`),
  ],
);

/**
 * A company's place at an event: `registered` (a seat) or `waiting`; giving it back keeps the row
 * as `cancelled`. A company holds at most one live place per event (the partial unique index
 * decides between two clicks at once); the waiting list is ordered by `created_at`.
 */
export const clubEventRegistrations = pgTable(
  'club_event_registrations',
  {
    id: uuid().primaryKey().defaultRandom(),
    eventId: integer()
      .notNull()
      .references(() => clubEvents.id, { onDelete: 'cascade' }),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    status: text().$type<'registered' | 'waiting' | 'cancelled'>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** When the seat was given (at once, or on moving up from the waiting list). */
    seatedAt: timestamp({ withTimezone: true }),
    cancelledAt: timestamp({ withTimezone: true }),
    /** The day-before reminder went out (sent once). */
    remindedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('club_event_registrations_live_unique')
      .on(t.eventId, t.companyId)
      .where(sql`${t.status} <> 'cancelled'`),
    index('club_event_registrations_event_idx').on(t.eventId, t.status, t.createdAt),
    index('club_event_registrations_company_idx').on(t.companyId),
  ],
);
