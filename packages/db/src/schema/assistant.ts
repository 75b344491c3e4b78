import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies, users } from './accounts';
import type { RequestStatus } from './requests';

/**
 * An assistance request (issue 15 §3, DOMAIN.md): a topic from the contract's list, a
 * description, how and when the exporter wants to be contacted; the shorter status set. The
 * managers answer with the comments of their moves (`request_status_changes`).
 */
export const assistantRequests = pgTable(
  'assistant_requests',
  {
    id: uuid().primaryKey().defaultRandom(),
    number: integer().notNull().generatedAlwaysAsIdentity({ startWith: 201 }),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    status: text().$type<RequestStatus>().notNull().default('created'),
    topic: text().notNull(),
    description: text().notNull(),
    preferredChannel: text().$type<'phone' | 'email' | 'video_call'>().notNull(),
    preferredTime: text().notNull().default(''),
    submittedAt: timestamp({ withTimezone: true }),
    statusChangedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('assistant_company_idx').on(t.companyId, t.createdAt.desc()),
    index('assistant_status_idx').on(t.status, t.statusChangedAt),
    index('assistant_created_idx').on(t.createdAt.desc().nullsLast(), t.id.desc()),
  ],
);
