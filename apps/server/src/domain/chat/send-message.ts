import { and, eq, sql } from 'drizzle-orm';
import type { ChatMessage, ChatMessageData, ChatSide } from '@portal/contract';
import { CHAT_LIMITS } from '@portal/contract';
import { chatConversations, chatMessages, chatStream, type Database } from '@portal/db';
import { insertJob } from '../../jobs/queue';
import { attachUploadedFile } from '../files/stored-file';
import type { UserRow } from '../users/get-user';
import { readMessage } from './chat-messages';
import { otherSide, type ConversationRow } from './conversations';
import type { ChatHub } from './live/chat-hub';

/** The job that e-mails a message still unread after 15 minutes (decision 051 §5). */
export const CHAT_UNREAD_MAIL_JOB = 'chat.unread-mail';

/**
 * A message of `side` in a conversation (issue 29 §1): numbered in the one stream, its attachment
 * claimed, the conversation's state moved, and — when it finds its reader with nothing unread —
 * the job that e-mails it if it stays unread; all in one transaction. Then every instance is
 * told. A repeat of the author's `client_id` answers the message already kept.
 */
export async function postChatMessage(options: {
  db: Database;
  hub: Pick<ChatHub, 'publish'>;
  conversation: ConversationRow;
  side: ChatSide;
  author: UserRow;
  body: ChatMessageData;
  now?: Date;
}): Promise<ChatMessage> {
  const { db, conversation, side, author, body } = options;
  const now = options.now ?? new Date();
  const outcome = await db.transaction(async (tx) => {
    // The counter's row stays locked until this transaction ends: ids become visible in order.
    const [counter] = await tx
      .update(chatStream)
      .set({ lastId: sql`${chatStream.lastId} + 1` })
      .where(eq(chatStream.id, 1))
      .returning({ id: chatStream.lastId });
    if (body.client_id) {
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
      // The number taken stays unused: ids may have gaps, never a wrong order.
      if (kept) return { id: kept.id, repeated: true };
    }
    const id = counter!.id;
    const fileId = body.file
      ? await attachUploadedFile(tx, {
          upload: body.file,
          kind: 'document',
          userId: author.id,
          field: 'file',
        })
      : null;
    const [current] = await tx
      .select()
      .from(chatConversations)
      .where(eq(chatConversations.id, conversation.id))
      .for('update');
    await tx.insert(chatMessages).values({
      id,
      conversationId: conversation.id,
      side,
      authorId: author.id,
      text: body.text,
      fileId,
      clientId: body.client_id ?? null,
      createdAt: now,
    });
    const state = current!;
    const fromCompany = side === 'company';
    await tx
      .update(chatConversations)
      .set({
        lastMessageId: id,
        lastMessageAt: now,
        lastSide: side,
        waitingSince: fromCompany ? (state.lastSide === 'company' ? state.waitingSince : now) : null,
        ...(fromCompany ? { lastCompanyMessageId: id } : { lastOfficeMessageId: id }),
        // The first manager to answer takes the conversation.
        ...(!fromCompany && state.assigneeId === null ? { assigneeId: author.id } : {}),
      })
      .where(eq(chatConversations.id, conversation.id));
    // A quiet spell starts when the reader had nothing of this side unread.
    const reader = otherSide(side);
    const readerReadId = reader === 'company' ? state.companyReadId : state.officeReadId;
    const previousOfSide = fromCompany ? state.lastCompanyMessageId : state.lastOfficeMessageId;
    if (previousOfSide <= readerReadId) {
      await insertJob(
        tx,
        CHAT_UNREAD_MAIL_JOB,
        { conversation_id: conversation.id, reader, message_id: id },
        { runAt: new Date(now.getTime() + CHAT_LIMITS.unreadMailAfterMs), maxAttempts: 5 },
      );
    }
    return { id, repeated: false };
  });
  if (!outcome.repeated) {
    await options.hub.publish({
      kind: 'message',
      companyId: conversation.companyId,
      conversationId: conversation.id,
      messageId: outcome.id,
    });
  }
  return (await readMessage(db, outcome.id))!;
}
