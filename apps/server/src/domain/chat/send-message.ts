import { and, eq, sql } from 'drizzle-orm';
import type { ChatMessage, ChatMessageData, ChatSide } from '@portal/contract';
import { CHAT_LIMITS } from '@portal/contract';
import { chatConversations, chatMessages, chatStream, storedFiles, type Database } from '@portal/db';
import { insertJob } from '../../jobs/queue';
import { attachUploadedFile } from '../files/stored-file';
import type { UserRow } from '../users/get-user';
import { attachmentUrl, personName, readMessage } from './chat-messages';
import { otherSide } from './conversations';
import type { ChatHub } from './live/chat-hub';

/** The job that e-mails a message still unread after 15 minutes (decision 051 §5). */
export const CHAT_UNREAD_MAIL_JOB = 'chat.unread-mail';

/** Which conversation a message goes to: a company's (made on its first message), or one by id. */
export type ConversationKey = { companyId: string } | { id: string; companyId: string };

/**
 * A message of `side` (issue 29 §1): in one transaction the conversation's row is locked, the
 * attachment claimed, the e-mail of an unread spell queued when the message starts one, and then
 * — last, so that the one counter's row is locked for a single statement and the commit — the
 * message takes its number and the conversation moves to it (decision 051 §2). Then every
 * instance is told. A repeat of the author's `client_id` answers the message already kept.
 */
export async function postChatMessage(options: {
  db: Database;
  hub: Pick<ChatHub, 'publish'>;
  conversation: ConversationKey;
  side: ChatSide;
  author: UserRow;
  body: ChatMessageData;
  now?: Date;
}): Promise<ChatMessage> {
  const { db, side, author, body } = options;
  const now = options.now ?? new Date();
  const outcome = await db.transaction(async (tx) => {
    const lock = () =>
      tx
        .select()
        .from(chatConversations)
        .where(
          'id' in options.conversation
            ? eq(chatConversations.id, options.conversation.id)
            : eq(chatConversations.companyId, options.conversation.companyId),
        )
        .for('update');
    let [state] = await lock();
    if (!state) {
      await tx
        .insert(chatConversations)
        .values({ companyId: options.conversation.companyId })
        .onConflictDoNothing();
      [state] = await lock();
    }
    const conversation = state!;
    if (body.client_id) {
      // Under the conversation's lock: two sends of one key at once keep one message.
      const [kept] = await tx
        .select({ id: chatMessages.id })
        .from(chatMessages)
        .where(
          and(
            eq(chatMessages.conversationId, conversation.id),
            eq(chatMessages.authorId, author.id),
            eq(chatMessages.clientId, body.client_id),
          ),
        )
        .limit(1);
      if (kept) return { repeated: true as const, id: kept.id, conversation };
    }
    const fileId = body.file
      ? await attachUploadedFile(tx, {
          upload: body.file,
          kind: 'document',
          userId: author.id,
          field: 'file',
        })
      : null;
    const fromCompany = side === 'company';
    // A quiet spell starts when the reader had nothing of this side unread (decision 051 §5).
    const reader = otherSide(side);
    const readerReadId = reader === 'company' ? conversation.companyReadId : conversation.officeReadId;
    const previousOfSide = fromCompany ? conversation.lastCompanyMessageId : conversation.lastOfficeMessageId;
    if (previousOfSide <= readerReadId) {
      await insertJob(
        tx,
        CHAT_UNREAD_MAIL_JOB,
        { conversation_id: conversation.id, reader },
        { runAt: new Date(now.getTime() + CHAT_LIMITS.unreadMailAfterMs), maxAttempts: 5 },
      );
    }
    const waitingSince = fromCompany
      ? conversation.lastSide === 'company'
        ? conversation.waitingSince
        : now
      : null;
    // The number, the message and the conversation's move in one statement, then the commit.
    const at = now.toISOString();
    const result = await tx.execute(sql`
      with numbered as (
        update ${chatStream} set last_id = last_id + 1 where id = 1 returning last_id
      ), kept as (
        insert into ${chatMessages} (id, conversation_id, side, author_id, text, file_id, client_id, created_at)
        select last_id, ${conversation.id}, ${side}, ${author.id}, ${body.text}, ${fileId}, ${body.client_id ?? null}, ${at}::timestamptz
        from numbered
        returning id
      )
      update ${chatConversations} set
        last_message_id = kept.id,
        last_message_at = ${at}::timestamptz,
        last_side = ${side},
        waiting_since = ${waitingSince?.toISOString() ?? null}::timestamptz,
        ${fromCompany ? sql`last_company_message_id = kept.id` : sql`last_office_message_id = kept.id`},
        assignee_id = ${fromCompany ? sql`assignee_id` : sql`coalesce(assignee_id, ${author.id})`}
      from kept
      where ${chatConversations.id} = ${conversation.id}
      returning kept.id
    `);
    const [row] = (result as unknown as { rows: { id: string | number }[] }).rows;
    return { repeated: false as const, id: Number(row!.id), conversation, fileId };
  });
  if (outcome.repeated) return (await readMessage(db, outcome.id))!;
  await options.hub.publish({
    kind: 'message',
    companyId: outcome.conversation.companyId,
    conversationId: outcome.conversation.id,
    messageId: outcome.id,
  });
  return {
    id: outcome.id,
    conversation_id: outcome.conversation.id,
    side,
    author: { id: author.id, name: personName(author) },
    text: body.text,
    attachment: outcome.fileId ? await describeAttachment(db, outcome.fileId) : null,
    client_id: body.client_id ?? null,
    created_at: now.toISOString(),
  };
}

async function describeAttachment(
  db: Pick<Database, 'select'>,
  fileId: string,
): Promise<ChatMessage['attachment']> {
  const [file] = await db
    .select({ fileName: storedFiles.fileName, contentType: storedFiles.contentType, size: storedFiles.size })
    .from(storedFiles)
    .where(eq(storedFiles.id, fileId));
  return file
    ? {
        id: fileId,
        file_name: file.fileName,
        content_type: file.contentType,
        size: file.size,
        url: attachmentUrl(fileId),
      }
    : null;
}
