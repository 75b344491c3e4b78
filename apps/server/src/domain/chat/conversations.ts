import { and, count, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { ChatConversationState, ChatSide } from '@portal/contract';
import { chatConversations, chatMessages, users, type Database } from '@portal/db';
import { AppError } from '../../lib/app-error';
import { preparedOnce } from '../../lib/prepared-queries';
import { personName } from './chat-messages';

/** A company's one conversation with the office (issue 29 §1). */

type Reader = Pick<Database, 'select'>;
export type ConversationRow = typeof chatConversations.$inferSelect;

/** The company's conversation, made on first use (two first uses at once make one). */
export async function ensureConversation(
  db: Pick<Database, 'select' | 'insert'>,
  companyId: string,
): Promise<ConversationRow> {
  const [found] = await db
    .select()
    .from(chatConversations)
    .where(eq(chatConversations.companyId, companyId))
    .limit(1);
  if (found) return found;
  await db.insert(chatConversations).values({ companyId }).onConflictDoNothing();
  const [made] = await db
    .select()
    .from(chatConversations)
    .where(eq(chatConversations.companyId, companyId))
    .limit(1);
  return made!;
}

/** A conversation by id, or 404. */
export async function getConversation(db: Reader, id: string): Promise<ConversationRow> {
  const [row] = await db.select().from(chatConversations).where(eq(chatConversations.id, id)).limit(1);
  if (!row) throw new AppError('not_found', 'error.not_found');
  return row;
}

/** The side that reads what `side` writes. */
export const otherSide = (side: ChatSide): ChatSide => (side === 'company' ? 'office' : 'company');

/**
 * The unread rule (issue 29): the messages of the other side after the reader's read id, counted
 * in one statement over the conversations `where` picks (the query, not run).
 */
function unreadQuery(db: Reader, reader: ChatSide, where: SQL) {
  const readId = reader === 'company' ? chatConversations.companyReadId : chatConversations.officeReadId;
  return db
    .select({ n: count(chatMessages.id) })
    .from(chatConversations)
    .innerJoin(
      chatMessages,
      and(
        eq(chatMessages.conversationId, chatConversations.id),
        eq(chatMessages.side, otherSide(reader)),
        gt(chatMessages.id, readId),
      ),
    )
    .where(where);
}

async function countUnread(db: Reader, reader: ChatSide, where: SQL): Promise<number> {
  const [row] = await unreadQuery(db, reader, where);
  return row?.n ?? 0;
}

/** Messages of the other side that `reader` has not read in one conversation. */
export async function countUnreadIn(
  db: Reader,
  conversation: ConversationRow,
  reader: ChatSide,
): Promise<number> {
  // The conversation in hand says when there is nothing to count.
  const readId = reader === 'company' ? conversation.companyReadId : conversation.officeReadId;
  const lastId = reader === 'company' ? conversation.lastOfficeMessageId : conversation.lastCompanyMessageId;
  if (lastId <= readId) return 0;
  return countUnread(db, reader, eq(chatConversations.id, conversation.id));
}

/** The office's unread count: conversations with company messages no one in the office has read. */
export async function countOfficeUnread(db: Database): Promise<number> {
  const query = preparedOnce(db, 'chat-office-unread', (name) =>
    db
      .select({ n: count() })
      .from(chatConversations)
      .where(gt(chatConversations.lastCompanyMessageId, chatConversations.officeReadId))
      .prepare(name),
  );
  const [row] = await query.execute();
  return row?.n ?? 0;
}

/**
 * The company's unread count: the office's messages it has not read (0 before its first
 * conversation). One statement, prepared: every signed-in page's header asks it (decision 057).
 */
export async function countCompanyUnread(db: Database, companyId: string): Promise<number> {
  const query = preparedOnce(db, 'chat-company-unread', (name) =>
    unreadQuery(db, 'company', eq(chatConversations.companyId, sql.placeholder('companyId'))).prepare(name),
  );
  const [row] = await query.execute({ companyId });
  return row?.n ?? 0;
}

/** Where a conversation stands for a reader of `side`. */
export async function toConversationState(
  db: Reader,
  conversation: ConversationRow,
  reader: ChatSide,
): Promise<ChatConversationState> {
  const [assignee] = conversation.assigneeId
    ? await db
        .select({ id: users.id, name: users.name, surname: users.surname, email: users.email })
        .from(users)
        .where(eq(users.id, conversation.assigneeId))
        .limit(1)
    : [];
  return {
    id: conversation.id,
    company_id: conversation.companyId,
    company_read_id: conversation.companyReadId,
    office_read_id: conversation.officeReadId,
    unread: await countUnreadIn(db, conversation, reader),
    assignee: assignee ? { id: assignee.id, name: personName(assignee) } : null,
  };
}

/** `read_id = greatest(read_id, through)`: a read receipt never moves back. Answers the row after. */
export async function markConversationRead(
  db: Pick<Database, 'update'>,
  conversation: ConversationRow,
  reader: ChatSide,
  through: number,
): Promise<{ row: ConversationRow; moved: boolean }> {
  const column = reader === 'company' ? chatConversations.companyReadId : chatConversations.officeReadId;
  const lastOfOther =
    reader === 'company' ? chatConversations.lastOfficeMessageId : chatConversations.lastCompanyMessageId;
  // Never past the other side's last message: reading "up to message 10^12" reads what there is.
  const target = sql`least(${through}::bigint, ${lastOfOther})`;
  const [row] = await db
    .update(chatConversations)
    .set(reader === 'company' ? { companyReadId: sql`${target}` } : { officeReadId: sql`${target}` })
    .where(and(eq(chatConversations.id, conversation.id), sql`${column} < ${target}`))
    .returning();
  return row ? { row, moved: true } : { row: conversation, moved: false };
}
