import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies, users } from './accounts';
import { jobs } from './system';

/**
 * The courier pickup form (issue 28 §5, decision 049): a company's request for the courier to pick
 * up documents or samples, kept with the state of its delivery to the courier's lead endpoint. The
 * id is also the lead's idempotency key. The row says where the delivery is; the job that posts it
 * (`job_id`) only schedules the attempts.
 */
export const courierRequests = pgTable(
  'courier_requests',
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** Who sent it; kept when the person's account goes. */
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    companyName: text().notNull(),
    contactName: text().notNull(),
    contactPhone: text().notNull(),
    contactEmail: text().notNull(),
    city: text().notNull(),
    pickupPlace: text().$type<'address' | 'branch'>().notNull(),
    /** Set when picked up at an address. */
    address: text(),
    /** Set when picked up at a Nova Poshta branch. */
    branchNumber: text(),
    contents: text().$type<'documents' | 'samples'>().notNull(),
    /** Weight in grams (the form takes kilograms to the gram). */
    weightGrams: integer().notNull(),
    lengthCm: integer().notNull(),
    widthCm: integer().notNull(),
    heightCm: integer().notNull(),
    /** The destination, ISO 3166-1 alpha-2. */
    countryCode: text().notNull(),
    pickupDate: date({ mode: 'string' }).notNull(),
    comment: text().notNull().default(''),
    state: text().$type<'queued' | 'delivered' | 'failed'>().notNull().default('queued'),
    /** Attempts to post the lead so far. */
    attempts: integer().notNull().default(0),
    lastAttemptAt: timestamp({ withTimezone: true }),
    /** Why the last attempt did not deliver: the endpoint did not answer or answered 5xx, or it refused (4xx). */
    lastFailure: text().$type<'unavailable' | 'refused'>(),
    /** The last attempt's error, for the managers. */
    lastError: text(),
    deliveredAt: timestamp({ withTimezone: true }),
    /** The courier's number of the lead. */
    courierLeadId: text(),
    failedAt: timestamp({ withTimezone: true }),
    /** The job that posts the lead: its `run_at` is when the next attempt is due. */
    jobId: uuid().references(() => jobs.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('courier_requests_company_idx').on(t.companyId, t.createdAt),
    index('courier_requests_state_idx').on(t.state, t.createdAt),
    index('courier_requests_created_idx').on(t.createdAt),
    check('courier_requests_state_check', sql`${t.state} in ('queued', 'delivered', 'failed')`),
    check(
      'courier_requests_place_check',
      sql`(${t.pickupPlace} = 'address' and ${t.address} is not null and ${t.branchNumber} is null)
        or (${t.pickupPlace} = 'branch' and ${t.branchNumber} is not null and ${t.address} is null)`,
    ),
  ],
);
