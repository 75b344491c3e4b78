import type {
  ChatConversationState,
  ChatHistory,
  ChatHistoryQuery,
  ChatMessage,
  ChatMessageData,
} from '@portal/contract';
import type { Database } from '@portal/db';
import { companyOfScope, isBackOfficeScope, type ExporterScope, type RequestScope } from '../access/scope';
import { readHistoryPage, readStreamPosition, personName } from './chat-messages';
import {
  countCompanyUnread,
  countOfficeUnread,
  ensureConversation,
  markConversationRead,
  toConversationState,
  type ConversationRow,
} from './conversations';
import type { ChatHub } from './live/chat-hub';
import { postChatMessage } from './send-message';
import { shouldPassTyping } from './typing';

/** The exporter's side of the chat (issue 29 §1): their company's one conversation. */

type Context = { db: Database; hub: Pick<ChatHub, 'publish'> };

/** A page of a conversation for a reader of `side`, with the stream's position to go live from. */
export async function readHistory(
  db: Database,
  conversation: ConversationRow,
  side: 'company' | 'office',
  query: ChatHistoryQuery,
): Promise<ChatHistory> {
  // The position first: every message up to it is in the page or before it (decision 051).
  const streamId = await readStreamPosition(db);
  const [page, state] = await Promise.all([
    readHistoryPage(db, conversation.id, { before: query.before, limit: query.limit }),
    toConversationState(db, conversation, side),
  ]);
  return { conversation: state, messages: page.messages, has_more: page.hasMore, stream_id: streamId };
}

export async function getCompanyChat(options: {
  db: Database;
  scope: ExporterScope;
  query: ChatHistoryQuery;
}): Promise<ChatHistory> {
  const conversation = await ensureConversation(options.db, companyOfScope(options.scope));
  return readHistory(options.db, conversation, 'company', options.query);
}

export async function sendCompanyMessage(
  context: Context & { scope: ExporterScope; body: ChatMessageData },
): Promise<ChatMessage> {
  return postChatMessage({
    db: context.db,
    hub: context.hub,
    conversation: { companyId: companyOfScope(context.scope) },
    side: 'company',
    author: context.scope.user,
    body: context.body,
  });
}

/** Marks the other side's messages read through `through` and tells both sides. */
export async function readConversation(
  context: Context & { conversation: ConversationRow; side: 'company' | 'office'; through: number },
): Promise<ChatConversationState> {
  const { db, conversation, side } = context;
  const { row, moved } = await markConversationRead(db, conversation, side, context.through);
  if (moved) {
    await context.hub.publish({
      kind: 'read',
      companyId: row.companyId,
      conversationId: row.id,
      side,
      through: side === 'company' ? row.companyReadId : row.officeReadId,
    });
  }
  return toConversationState(db, row, side);
}

export async function readCompanyChat(
  context: Context & { scope: ExporterScope; through: number },
): Promise<ChatConversationState> {
  const conversation = await ensureConversation(context.db, companyOfScope(context.scope));
  return readConversation({ ...context, conversation, side: 'company', through: context.through });
}

/** "Typing", passed on at most every 2 s per person (decision 051). */
export async function announceTyping(
  context: Context & {
    conversation: ConversationRow;
    side: 'company' | 'office';
    user: ExporterScope['user'];
  },
): Promise<void> {
  if (!shouldPassTyping(context.user.id)) return;
  await context.hub.publish({
    kind: 'typing',
    companyId: context.conversation.companyId,
    conversationId: context.conversation.id,
    side: context.side,
    userId: context.user.id,
    name: personName(context.user),
  });
}

export async function companyTyping(context: Context & { scope: ExporterScope }): Promise<void> {
  const conversation = await ensureConversation(context.db, companyOfScope(context.scope));
  await announceTyping({ ...context, conversation, side: 'company', user: context.scope.user });
}

/** The header's count: the office's unread messages for an exporter; unread conversations for staff. */
export async function countUnread(db: Database, scope: RequestScope): Promise<number> {
  return isBackOfficeScope(scope) ? countOfficeUnread(db) : countCompanyUnread(db, companyOfScope(scope));
}
