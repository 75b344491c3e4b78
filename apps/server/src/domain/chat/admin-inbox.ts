import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import {
  buildPaginationMeta,
  type AdminChatConversation,
  type AdminChatListItem,
  type AdminChatListQuery,
  type ApiLocale,
  type ChatHistoryQuery,
  type ChatMessage,
  type ChatMessageData,
  type PaginationMeta,
  type StaffMember,
} from '@portal/contract';
import { alias } from 'drizzle-orm/pg-core';
import { chatConversations, chatMessages, companies, users, type Database } from '@portal/db';
import { AppError } from '../../lib/app-error';
import { assertBackOfficeScope, type BackOfficeScope } from '../access/scope';
import { toContainsPattern } from '../classification/hs-search';
import { findActiveSubscription } from '../money/start-trial';
import { companyName } from '../admin/money/admin-invoice';
import { personName, readStreamPosition } from './chat-messages';
import { announceTyping, readConversation, readHistory } from './company-chat';
import { getConversation, toConversationState } from './conversations';
import type { ChatHub } from './live/chat-hub';
import { postChatMessage } from './send-message';

/** The back office's inbox (issue 29 §3): every company's conversation, answered by the office. */

type Context = { db: Database; hub: Pick<ChatHub, 'publish'>; scope: BackOfficeScope };

const c = chatConversations;
const owner = users;
const assigneeUser = alias(users, 'assignee');

/** The conversation's company messages the office has not read. */
const unreadOfConversation = sql<number>`(
  select count(*) from ${chatMessages} m
  where m.conversation_id = ${c.id} and m.side = 'company' and m.id > ${c.officeReadId}
)`.mapWith(Number);

export async function listAdminChats(options: {
  db: Database;
  scope: BackOfficeScope;
  query: AdminChatListQuery;
}): Promise<{
  items: AdminChatListItem[];
  meta: PaginationMeta;
  counts: { all: number; unanswered: number; mine: number; unassigned: number };
  stream_id: number;
}> {
  const { db, scope, query } = options;
  assertBackOfficeScope(scope);
  const streamId = await readStreamPosition(db);
  const base: SQL[] = [isNotNull(c.lastMessageId)];
  if (query.search) {
    const pattern = toContainsPattern(query.search);
    base.push(
      or(
        ilike(companies.nameUk, pattern),
        ilike(companies.nameEn, pattern),
        ilike(companies.edrpouCode, pattern),
        ilike(owner.email, pattern),
        sql`exists (select 1 from ${chatMessages} m where m.conversation_id = ${c.id} and m.text ilike ${pattern})`,
      )!,
    );
  }
  const views: Record<AdminChatListQuery['view'], SQL | undefined> = {
    all: undefined,
    unanswered: eq(c.lastSide, 'company'),
    mine: eq(c.assigneeId, scope.user.id),
    unassigned: isNull(c.assigneeId),
  };
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: c.id,
        companyId: c.companyId,
        userId: companies.userId,
        nameUk: companies.nameUk,
        nameEn: companies.nameEn,
        edrpou: companies.edrpouCode,
        lastSide: c.lastSide,
        waitingSince: c.waitingSince,
        unread: unreadOfConversation,
        assigneeId: c.assigneeId,
        assigneeName: assigneeUser.name,
        assigneeSurname: assigneeUser.surname,
        assigneeEmail: assigneeUser.email,
        lastId: chatMessages.id,
        lastText: chatMessages.text,
        lastFile: chatMessages.fileId,
        lastMessageSide: chatMessages.side,
        lastAt: chatMessages.createdAt,
      })
      .from(c)
      .innerJoin(companies, eq(companies.id, c.companyId))
      .innerJoin(owner, eq(owner.id, companies.userId))
      .leftJoin(chatMessages, eq(chatMessages.id, c.lastMessageId))
      .leftJoin(assigneeUser, eq(assigneeUser.id, c.assigneeId))
      .where(and(...base, views[query.view]))
      // Awaiting an answer first, longest waiting first; then the latest conversations.
      .orderBy(desc(sql`${c.lastSide} = 'company'`), asc(c.waitingSince), desc(c.lastMessageAt))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db
      .select({
        all: count(),
        unanswered: sql<number>`count(*) filter (where ${views.unanswered})`.mapWith(Number),
        mine: sql<number>`count(*) filter (where ${views.mine})`.mapWith(Number),
        unassigned: sql<number>`count(*) filter (where ${views.unassigned})`.mapWith(Number),
      })
      .from(c)
      .innerJoin(companies, eq(companies.id, c.companyId))
      .innerJoin(owner, eq(owner.id, companies.userId))
      .where(and(...base)),
  ]);
  const counts = counted ?? { all: 0, unanswered: 0, mine: 0, unassigned: 0 };
  return {
    items: rows.map((row) => ({
      id: row.id,
      company: {
        company_id: row.companyId,
        user_id: row.userId,
        name: row.nameUk || row.nameEn,
        edrpou_code: row.edrpou,
      },
      last_message:
        row.lastId === null
          ? null
          : {
              id: row.lastId,
              side: row.lastMessageSide!,
              text: [...(row.lastText ?? '')].slice(0, 140).join(''),
              has_attachment: row.lastFile !== null,
              created_at: row.lastAt!.toISOString(),
            },
      unanswered: row.lastSide === 'company',
      waiting_since: row.lastSide === 'company' ? (row.waitingSince?.toISOString() ?? null) : null,
      unread: row.unread,
      assignee: row.assigneeId
        ? {
            id: row.assigneeId,
            name: personName({
              name: row.assigneeName,
              surname: row.assigneeSurname,
              email: row.assigneeEmail,
            }),
          }
        : null,
    })),
    meta: buildPaginationMeta(counts[query.view], query),
    counts,
    stream_id: streamId,
  };
}

/** A conversation for the office: a page of it and the company's card. */
export async function getAdminChat(options: {
  db: Database;
  scope: BackOfficeScope;
  id: string;
  query: ChatHistoryQuery;
  locale: ApiLocale;
}): Promise<AdminChatConversation> {
  assertBackOfficeScope(options.scope);
  const conversation = await getConversation(options.db, options.id);
  return toAdminConversation(options.db, conversation, options.query, options.locale);
}

async function toAdminConversation(
  db: Database,
  conversation: Awaited<ReturnType<typeof getConversation>>,
  query: ChatHistoryQuery,
  locale: ApiLocale,
): Promise<AdminChatConversation> {
  const [history, [company], subscription] = await Promise.all([
    readHistory(db, conversation, 'office', query),
    db
      .select({ company: companies, user: owner })
      .from(companies)
      .innerJoin(owner, eq(owner.id, companies.userId))
      .where(eq(companies.id, conversation.companyId))
      .limit(1),
    findActiveSubscription(db, conversation.companyId),
  ]);
  const { user } = company!;
  return {
    ...history,
    company: {
      company_id: company!.company.id,
      user_id: user.id,
      name: companyName(company!.company, locale),
      edrpou_code: company!.company.edrpouCode,
      email: user.email,
      phone: user.phone,
      contact_name: personName(user),
      locale: user.locale,
      approved: user.isApproved,
      tariff: subscription
        ? locale === 'en'
          ? subscription.tariff.nameEn
          : subscription.tariff.nameUk
        : null,
      registered_at: user.createdAt.toISOString(),
    },
  };
}

export async function sendAdminMessage(
  context: Context & { id: string; body: ChatMessageData },
): Promise<ChatMessage> {
  assertBackOfficeScope(context.scope);
  const conversation = await getConversation(context.db, context.id);
  const message = await postChatMessage({
    db: context.db,
    hub: context.hub,
    conversation: { id: conversation.id, companyId: conversation.companyId },
    side: 'office',
    author: context.scope.user,
    body: context.body,
  });
  if (conversation.assigneeId === null) {
    // The first answer took the conversation (postChatMessage): the other managers see it.
    const after = await getConversation(context.db, context.id);
    if (after.assigneeId !== null) await publishAssignee(context, after);
  }
  return message;
}

export async function readAdminChat(context: Context & { id: string; through: number }) {
  assertBackOfficeScope(context.scope);
  const conversation = await getConversation(context.db, context.id);
  return readConversation({ ...context, conversation, side: 'office', through: context.through });
}

export async function adminTyping(context: Context & { id: string }): Promise<void> {
  assertBackOfficeScope(context.scope);
  const conversation = await getConversation(context.db, context.id);
  await announceTyping({ ...context, conversation, side: 'office', user: context.scope.user });
}

async function publishAssignee(
  context: Pick<Context, 'db' | 'hub'>,
  conversation: Awaited<ReturnType<typeof getConversation>>,
): Promise<void> {
  const state = await toConversationState(context.db, conversation, 'office');
  await context.hub.publish({
    kind: 'conversation',
    companyId: conversation.companyId,
    conversationId: conversation.id,
    assignee: state.assignee,
  });
}

/** Assigns a conversation to a manager or an admin (422 on `user_id` for anyone else), or to nobody. */
export async function assignAdminChat(
  context: Context & { id: string; userId: string | null; locale: ApiLocale },
): Promise<AdminChatConversation> {
  assertBackOfficeScope(context.scope);
  const { db } = context;
  const conversation = await getConversation(db, context.id);
  if (context.userId !== null) {
    const [staff] = await db
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(users.id, context.userId),
          inArray(users.role, ['manager', 'admin']),
          eq(users.isBanned, false),
        ),
      )
      .limit(1);
    if (!staff) {
      throw new AppError('validation_failed', 'error.validation_failed', {
        fields: { user_id: ['chat.not_staff'] },
      });
    }
  }
  const [row] = await db
    .update(chatConversations)
    .set({ assigneeId: context.userId })
    .where(eq(chatConversations.id, conversation.id))
    .returning();
  await publishAssignee(context, row!);
  return toAdminConversation(db, row!, { limit: 30 }, context.locale);
}

/** The office's people, by name. */
export async function listStaff(db: Database, scope: BackOfficeScope): Promise<StaffMember[]> {
  assertBackOfficeScope(scope);
  const rows = await db
    .select({ id: users.id, name: users.name, surname: users.surname, email: users.email, role: users.role })
    .from(users)
    .where(and(inArray(users.role, ['manager', 'admin']), eq(users.isBanned, false)))
    .orderBy(asc(users.name), asc(users.surname), asc(users.email));
  return rows.map((row) => ({
    id: row.id,
    name: personName(row),
    email: row.email,
    role: row.role as 'manager' | 'admin',
  }));
}
