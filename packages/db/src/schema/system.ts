import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgSequence, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Background work (ARCHITECTURE §7): claimed with FOR UPDATE SKIP LOCKED so that any number of
 * instances can run the worker. `status`: pending → running → done | failed.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid().primaryKey().defaultRandom(),
    kind: text().notNull(),
    payload: jsonb().$type<Record<string, unknown>>().notNull(),
    status: text().$type<'pending' | 'running' | 'done' | 'failed'>().notNull().default('pending'),
    attempts: integer().notNull().default(0),
    maxAttempts: integer().notNull().default(8),
    runAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lockedAt: timestamp({ withTimezone: true }),
    lockedBy: text(),
    lastError: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('jobs_pending_idx')
      .on(t.runAt)
      .where(sql`${t.status} = 'pending'`),
    index('jobs_running_idx')
      .on(t.lockedAt)
      .where(sql`${t.status} = 'running'`),
  ],
);

/** Messages captured outside production instead of reaching people (ARCHITECTURE §7). */
export const devOutbox = pgTable(
  'dev_outbox',
  {
    id: uuid().primaryKey().defaultRandom(),
    channel: text().$type<'email' | 'sms'>().notNull(),
    recipient: text().notNull(),
    subject: text().notNull().default(''),
    text: text().notNull().default(''),
    html: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('dev_outbox_recipient_idx').on(t.recipient, t.createdAt)],
);

/** Which reference data set or demo seed was applied, with its checksum, so each runs once per change. */
export const dataImports = pgTable('data_imports', {
  name: text().primaryKey(),
  checksum: text().notNull(),
  rowCount: integer().notNull(),
  importedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * The version of what guests' public pages show (issue 30 §2, decision 053): taken (`nextval`)
 * after every committed write of the back office, read (`last_value`) by each instance's sweep. A
 * sequence, not a row: a bump never waits on another, and it holds no lock in any transaction.
 */
export const contentVersion = pgSequence('content_version', { startWith: 1, minValue: 1 });
