import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies, users } from './accounts';
import { storedFiles } from './files';
import { feedbackMessages } from './public-requests';

/**
 * The chat (issue 29, decision 051): one conversation per company with the office. What each side
 * has read, and what each was last e-mailed about, are message ids: messages are numbered in one
 * ordered stream (`chat_stream`), so "after message N" means the same on every instance.
 */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The manager (or admin) who answers it; null: nobody yet. */
    assigneeId: uuid().references(() => users.id, { onDelete: 'set null' }),
    lastMessageId: bigint({ mode: 'number' }),
    lastMessageAt: timestamp({ withTimezone: true }),
    /** Who wrote last: `company` means it awaits the office's answer. */
    lastSide: text().$type<'company' | 'office'>(),
    /** The company's last message (0: none): the office has unread ones while it is past `officeReadId`. */
    lastCompanyMessageId: bigint({ mode: 'number' }).notNull().default(0),
    /** The office's last message (0: none): the company has unread ones while it is past `companyReadId`. */
    lastOfficeMessageId: bigint({ mode: 'number' }).notNull().default(0),
    /** The first company message after the office's last one: since when it waits. */
    waitingSince: timestamp({ withTimezone: true }),
    /** The last office message the company has read (0: none). */
    companyReadId: bigint({ mode: 'number' }).notNull().default(0),
    /** The last company message the office has read (0: none). */
    officeReadId: bigint({ mode: 'number' }).notNull().default(0),
    /** The last office message the company was e-mailed about as unread. */
    companyMailedId: bigint({ mode: 'number' }).notNull().default(0),
    /** The last company message the office was e-mailed about as unread. */
    officeMailedId: bigint({ mode: 'number' }).notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chat_conversations_company_idx').on(t.companyId),
    index('chat_conversations_inbox_idx').on(t.lastMessageAt),
    // The office's unread count (conversations with company messages it has not read), read after
    // every message: only those rows are in this index.
    index('chat_conversations_office_unread_idx')
      .on(t.id)
      .where(sql`${t.lastCompanyMessageId} > ${t.officeReadId}`),
  ],
);

/**
 * The one counter that numbers chat messages. Taking the next number locks its row until the
 * message's transaction ends, so numbers become visible in the order they were given: whoever
 * has seen message N can ask for "after N" and miss nothing (decision 051).
 */
export const chatStream = pgTable(
  'chat_stream',
  {
    id: integer().primaryKey(),
    lastId: bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [check('chat_stream_one_row', sql`${t.id} = 1`)],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    /** Its number in the portal's one stream of messages (`chat_stream`). */
    id: bigint({ mode: 'number' }).primaryKey(),
    conversationId: uuid()
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    side: text().$type<'company' | 'office'>().notNull(),
    /** Who wrote it; kept when their account goes. */
    authorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    text: text().notNull(),
    fileId: uuid().references(() => storedFiles.id, { onDelete: 'set null' }),
    /** The sender's key of the message: a repeat with the same key is the same message. */
    clientId: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('chat_messages_conversation_idx').on(t.conversationId, t.id),
    uniqueIndex('chat_messages_client_idx').on(t.conversationId, t.authorId, t.clientId),
    index('chat_messages_file_idx')
      .on(t.fileId)
      .where(sql`${t.fileId} is not null`),
    check('chat_messages_side', sql`${t.side} in ('company', 'office')`),
  ],
);

/** A ready answer managers insert into a conversation, in the company's language. */
export const chatCannedAnswers = pgTable('chat_canned_answers', {
  id: uuid().primaryKey().defaultRandom(),
  titleUk: text().notNull(),
  titleEn: text().notNull(),
  textUk: text().notNull(),
  textEn: text().notNull(),
  createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * The office's answer to a support message (issue 29 §4): one per message, e-mailed to the sender
 * and shown in their cabinet.
 */
export const feedbackAnswers = pgTable('feedback_answers', {
  feedbackId: uuid()
    .primaryKey()
    .references(() => feedbackMessages.id, { onDelete: 'cascade' }),
  text: text().notNull(),
  answeredBy: uuid().references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
