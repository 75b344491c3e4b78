import { bigint, date, index, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { storedFiles } from './files';

/** Messages of the feedback form (`/feedback/send`), mailed to the support mailbox. */
export const feedbackMessages = pgTable(
  'feedback_messages',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    name: text().notNull(),
    email: text().notNull(),
    phone: text().notNull().default(''),
    subject: text().notNull().default(''),
    message: text().notNull(),
    /** What it is about (issue 29 §4): account, requests, payments, technical, other; null before the form asked. */
    topic: text().$type<'account' | 'requests' | 'payments' | 'technical' | 'other'>(),
    /** A signed-in sender's attachment. */
    fileId: uuid().references(() => storedFiles.id, { onDelete: 'set null' }),
    locale: text().$type<'uk' | 'en'>().notNull(),
    clientIp: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('feedback_messages_created_idx').on(t.createdAt),
    index('feedback_messages_user_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * An import application (DOMAIN.md 'importer sale'): a foreign buyer's request for Ukrainian
 * goods, filed by a guest at `/import-application` (`POST /create/importer-sale`).
 */
export const importerSales = pgTable(
  'importer_sales',
  {
    id: uuid().primaryKey().defaultRandom(),
    status: text().$type<'new' | 'shared' | 'closed'>().notNull().default('new'),
    companyName: text().notNull(),
    countryCode: text().notNull(),
    contactName: text().notNull(),
    contactPosition: text().notNull().default(''),
    email: text().notNull(),
    phone: text().notNull(),
    website: text().notNull().default(''),
    productName: text().notNull(),
    /** A code of the customs classification: a heading (4 digits) or subheading (6). */
    hsCode: text().notNull(),
    quantity: numeric({ precision: 16, scale: 3 }).notNull(),
    unit: text().notNull(),
    targetPriceMinor: bigint({ mode: 'number' }),
    currency: text(),
    incoterms: text().notNull(),
    deadline: date({ mode: 'string' }).notNull(),
    comment: text().notNull().default(''),
    locale: text().$type<'uk' | 'en'>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('importer_sales_status_idx').on(t.status, t.createdAt)],
);
