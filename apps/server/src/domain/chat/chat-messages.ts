import { and, asc, desc, eq, gt, lt, sql, type SQL } from 'drizzle-orm';
import type { ChatAttachment, ChatMessage, ChatStreamMessage } from '@portal/contract';
import {
  chatConversations,
  chatMessages,
  chatStream,
  companies,
  storedFiles,
  users,
  type Database,
} from '@portal/db';

/**
 * Messages of the chat as the calls and the live stream show them (issue 29, decision 051): with
 * their author's name and their attachment, oldest first.
 */

type Reader = Pick<Database, 'select'>;

/** Where a message's or a support message's file is downloaded: by its company or person, and by staff. */
export const attachmentUrl = (fileId: string) => `/api/attachments/${fileId}`;

export function toAttachment(
  file: {
    id: string | null;
    fileName: string | null;
    contentType: string | null;
    size: number | null;
  } | null,
): ChatAttachment | null {
  if (!file?.id) return null;
  return {
    id: file.id,
    file_name: file.fileName ?? '',
    content_type: file.contentType ?? 'application/octet-stream',
    size: file.size ?? 0,
    url: attachmentUrl(file.id),
  };
}

/** A person's name as the chat shows it: first name and surname, else the e-mail. */
export function personName(user: {
  name: string | null;
  surname: string | null;
  email: string | null;
}): string {
  return [user.name, user.surname].filter(Boolean).join(' ') || (user.email ?? '');
}

const messageColumns = {
  id: chatMessages.id,
  conversationId: chatMessages.conversationId,
  side: chatMessages.side,
  authorId: chatMessages.authorId,
  text: chatMessages.text,
  clientId: chatMessages.clientId,
  createdAt: chatMessages.createdAt,
  authorName: users.name,
  authorSurname: users.surname,
  authorEmail: users.email,
  fileId: storedFiles.id,
  fileName: storedFiles.fileName,
  fileContentType: storedFiles.contentType,
  fileSize: storedFiles.size,
};

type MessageRow = {
  id: number;
  conversationId: string;
  side: 'company' | 'office';
  authorId: string | null;
  text: string;
  clientId: string | null;
  createdAt: Date;
  authorName: string | null;
  authorSurname: string | null;
  authorEmail: string | null;
  fileId: string | null;
  fileName: string | null;
  fileContentType: string | null;
  fileSize: number | null;
};

function toMessage(row: MessageRow): ChatMessage {
  return {
    id: row.id,
    conversation_id: row.conversationId,
    side: row.side,
    author: row.authorId
      ? {
          id: row.authorId,
          name: personName({ name: row.authorName, surname: row.authorSurname, email: row.authorEmail }),
        }
      : null,
    text: row.text,
    attachment: toAttachment({
      id: row.fileId,
      fileName: row.fileName,
      contentType: row.fileContentType,
      size: row.fileSize,
    }),
    client_id: row.clientId,
    created_at: row.createdAt.toISOString(),
  };
}

function selectMessages(db: Reader) {
  return db
    .select(messageColumns)
    .from(chatMessages)
    .leftJoin(users, eq(users.id, chatMessages.authorId))
    .leftJoin(storedFiles, eq(storedFiles.id, chatMessages.fileId));
}

/** One message by id. */
export async function readMessage(db: Reader, id: number): Promise<ChatMessage | null> {
  const [row] = await selectMessages(db).where(eq(chatMessages.id, id)).limit(1);
  return row ? toMessage(row) : null;
}

/** A page of a conversation's history: the `limit` messages before `before` (or the latest), oldest first. */
export async function readHistoryPage(
  db: Reader,
  conversationId: string,
  page: { before?: number | undefined; limit: number },
): Promise<{ messages: ChatMessage[]; hasMore: boolean }> {
  const rows = await selectMessages(db)
    .where(
      and(
        eq(chatMessages.conversationId, conversationId),
        page.before === undefined ? undefined : lt(chatMessages.id, page.before),
      ),
    )
    .orderBy(desc(chatMessages.id))
    .limit(page.limit + 1);
  const hasMore = rows.length > page.limit;
  return { messages: rows.slice(0, page.limit).reverse().map(toMessage), hasMore };
}

/** The stream's last message: every message up to it is visible (decision 051). */
export async function readStreamPosition(db: Reader): Promise<number> {
  const [row] = await db.select({ lastId: chatStream.lastId }).from(chatStream).where(eq(chatStream.id, 1));
  return row?.lastId ?? 0;
}

/**
 * The messages after `after` that an audience sees, in order, with their company: one company's
 * conversation, or every conversation for the office.
 */
export async function readStreamMessages(
  db: Reader,
  audience: { companyId: string | null },
  after: number,
  limit: number,
): Promise<ChatStreamMessage[]> {
  const where: SQL[] = [gt(chatMessages.id, after)];
  if (audience.companyId) where.push(eq(chatConversations.companyId, audience.companyId));
  const rows = await db
    .select({
      ...messageColumns,
      companyId: chatConversations.companyId,
      companyName: sql<string>`coalesce(nullif(${companies.nameUk}, ''), ${companies.nameEn})`,
    })
    .from(chatMessages)
    .innerJoin(chatConversations, eq(chatConversations.id, chatMessages.conversationId))
    .innerJoin(companies, eq(companies.id, chatConversations.companyId))
    .leftJoin(users, eq(users.id, chatMessages.authorId))
    .leftJoin(storedFiles, eq(storedFiles.id, chatMessages.fileId))
    .where(and(...where))
    .orderBy(asc(chatMessages.id))
    .limit(limit);
  return rows.map((row) => ({ ...toMessage(row), company_id: row.companyId, company_name: row.companyName }));
}
