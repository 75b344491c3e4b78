import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies, users } from './accounts';

/** A request's status (the contract's ApplicationStatus; the database names no package above it). */
export type RequestStatus =
  | 'created'
  | 'accepted'
  | 'in_process'
  | 'approved'
  | 'in_work'
  | 'in_finalization'
  | 'denied'
  | 'closed'
  | 'contract'
  | 'future';

/** The request kinds of the contract's REQUEST_KINDS, as the shared tables store them. */
export type StoredRequestKind =
  'sales_market' | 'check_list' | 'country_analysis' | 'assistant' | 'service_order';

/** Answers to progress-bar (or check-list) questions: question slug → answer. */
export type QuestionAnswers = Record<string, 'yes' | 'no' | 'partly'>;

/**
 * An export application (spec §3 'sales market', DOMAIN.md): created by its personal step
 * (contact person), completed by its product step, then moved along the status graph.
 * `number` is the human-readable number managers and exporters quote.
 */
export const salesMarketApplications = pgTable(
  'sales_market_applications',
  {
    id: uuid().primaryKey().defaultRandom(),
    number: integer().notNull().generatedAlwaysAsIdentity({ startWith: 1001 }),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    status: text().$type<RequestStatus>().notNull().default('created'),
    // Personal step.
    contactName: text().notNull(),
    contactPosition: text().notNull().default(''),
    contactPhone: text().notNull(),
    contactEmail: text().notNull(),
    // Product step (empty until it is sent).
    productStepAt: timestamp({ withTimezone: true }),
    productNameUk: text().notNull().default(''),
    productNameEn: text().notNull().default(''),
    hsSection: text(),
    hsGroup: text(),
    hsProductItem: text(),
    description: text().notNull().default(''),
    productionCapacity: numeric({ precision: 16, scale: 3 }),
    capacityUnit: text(),
    capacityPeriod: text(),
    priceMinor: bigint({ mode: 'number' }),
    currency: text(),
    priceUnit: text(),
    incoterms: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    minimumOrder: numeric({ precision: 16, scale: 3 }),
    minimumOrderUnit: text(),
    certificates: text().notNull().default(''),
    exportedCountries: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    targetCountries: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    serviceIds: integer()
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    answers: jsonb().$type<QuestionAnswers>().notNull().default({}),
    // The exporter's rating of a closed application.
    rating: smallint(),
    ratingComment: text(),
    ratedAt: timestamp({ withTimezone: true }),
    submittedAt: timestamp({ withTimezone: true }),
    statusChangedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sales_market_company_idx').on(t.companyId, t.createdAt.desc()),
    index('sales_market_status_idx').on(t.status, t.statusChangedAt),
    index('sales_market_number_idx').on(t.number),
    // The managers' queue across statuses, newest first (the order of listOrder).
    index('sales_market_created_idx').on(t.createdAt.desc().nullsLast(), t.id.desc()),
    // Matchmaking (issue 15): applications of an HS chapter and heading, drafts and denied left out.
    index('sales_market_hs_match_idx')
      .on(t.hsGroup, t.hsProductItem, t.companyId)
      .where(sql`${t.status} not in ('created', 'denied')`),
  ],
);

/** A market-analysis request (spec §3 'check-list'): one step, the shorter status set. */
export const checkListRequests = pgTable(
  'check_list_requests',
  {
    id: uuid().primaryKey().defaultRandom(),
    number: integer().notNull().generatedAlwaysAsIdentity({ startWith: 501 }),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    status: text().$type<RequestStatus>().notNull().default('created'),
    category: text().notNull(),
    areaOfActivity: text().notNull(),
    productName: text().notNull(),
    hsSection: text(),
    hsGroup: text(),
    hsProductItem: text(),
    targetCountries: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    answers: jsonb().$type<QuestionAnswers>().notNull().default({}),
    comment: text().notNull().default(''),
    submittedAt: timestamp({ withTimezone: true }),
    statusChangedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('check_list_company_idx').on(t.companyId, t.createdAt.desc()),
    index('check_list_status_idx').on(t.status, t.statusChangedAt),
    index('check_list_created_idx').on(t.createdAt.desc().nullsLast(), t.id.desc()),
  ],
);

/**
 * How many requests of each kind are in each status: the back office's tabs and badges
 * (decisions 016 and 017). Triggers on both request tables add a row per status a write changed
 * (migration 0006), in the writing transaction; the count of a status is the sum of its deltas, so
 * it is always what a `group by status` would give, without reading every request on each queue
 * page. Rows are only inserted, never updated, so writers never wait for each other here; readers
 * fold the rows of a kind into one per status now and then (`countRequestsByStatus`).
 */
export const requestStatusDeltas = pgTable(
  'request_status_deltas',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text().$type<StoredRequestKind>().notNull(),
    status: text().$type<RequestStatus>().notNull(),
    delta: integer().notNull(),
  },
  (t) => [index('request_status_deltas_kind_idx').on(t.kind, t.status)],
);

/**
 * Every status change of a request (DOMAIN.md): who, when, from, to and a comment. The row
 * with `fromStatus` null records the creation. This is what the changes-info calls answer.
 */
export const requestStatusChanges = pgTable(
  'request_status_changes',
  {
    id: uuid().primaryKey().defaultRandom(),
    kind: text().$type<StoredRequestKind>().notNull(),
    requestId: uuid().notNull(),
    fromStatus: text().$type<RequestStatus>(),
    toStatus: text().$type<RequestStatus>().notNull(),
    actorUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    actorRole: text().$type<'exporter' | 'manager' | 'admin'>().notNull(),
    comment: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('request_status_changes_request_idx').on(t.kind, t.requestId, t.createdAt)],
);

/**
 * Importer contacts a manager shares with the exporter on an export application
 * (`/profile/sales-market/get-shared-contacts/{id}`).
 */
export const sharedContacts = pgTable(
  'shared_contacts',
  {
    id: uuid().primaryKey().defaultRandom(),
    applicationId: uuid()
      .notNull()
      .references(() => salesMarketApplications.id, { onDelete: 'cascade' }),
    companyName: text().notNull(),
    countryCode: text().notNull(),
    contactName: text().notNull().default(''),
    position: text().notNull().default(''),
    email: text().notNull().default(''),
    phone: text().notNull().default(''),
    website: text().notNull().default(''),
    note: text().notNull().default(''),
    sharedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('shared_contacts_application_idx').on(t.applicationId, t.createdAt)],
);

/** Text in both languages, so a notification reads right whichever language the user picks later. */
export type BilingualText = { uk: string; en: string };

/** In-portal notifications (spec §8 types), shown to their user until read. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text().$type<'error' | 'warn' | 'success' | 'info' | 'in_process'>().notNull(),
    title: jsonb().$type<BilingualText>().notNull(),
    text: jsonb().$type<BilingualText>().notNull(),
    /** A portal path without the language prefix, e.g. /profile/market/<id>. */
    link: text(),
    readAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.createdAt.desc())],
);

/** Every back-office action (issue 5): who did what to which record, when, before and after. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid().primaryKey().defaultRandom(),
    actorUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text().notNull(),
    action: text().notNull(),
    entityType: text().notNull(),
    entityId: text().notNull(),
    before: jsonb().$type<Record<string, unknown> | null>(),
    after: jsonb().$type<Record<string, unknown> | null>(),
    ip: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt.desc()),
    index('audit_log_entity_idx').on(t.entityType, t.entityId),
  ],
);
