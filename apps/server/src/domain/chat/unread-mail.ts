import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { CHAT_LIMITS } from '@portal/contract';
import { chatConversations, chatMessages, companies, users, type Database } from '@portal/db';
import { MAIL_JOB } from '../../integrations/messaging';
import { renderChatUnreadEmail } from '../../integrations/mail/templates/chat-mail';
import { insertJob, type JobHandlers } from '../../jobs/queue';
import { findCompanyOwner } from '../money/settle-refund';
import { otherSide } from './conversations';
import { CHAT_UNREAD_MAIL_JOB } from './send-message';

/** Where each side reads the chat. */
export const COMPANY_CHAT_PATH = '/profile/chat';
export const adminChatPath = (conversationId: string) => `/admin/chat/${conversationId}`;

/**
 * The job queued when a message starts a quiet spell (decision 051 §5): when it runs, 15 minutes
 * later, the reader is e-mailed once if messages of the other side are still unread and not
 * mailed, and the oldest of them has waited the 15 minutes (a younger one belongs to a spell begun
 * since, whose own job comes). What the mail covered is marked (`*_mailed_id`) in the transaction
 * that queues it, so a job run twice mails once.
 */
export async function mailUnreadChat(
  context: { db: Database; publicUrl: string; supportEmail: string },
  payload: { conversationId: string; reader: 'company' | 'office' },
  now: Date = new Date(),
): Promise<boolean> {
  const { db } = context;
  const { reader } = payload;
  return db.transaction(async (tx) => {
    const [conversation] = await tx
      .select()
      .from(chatConversations)
      .where(eq(chatConversations.id, payload.conversationId))
      .for('update');
    if (!conversation) return false;
    const readId = reader === 'company' ? conversation.companyReadId : conversation.officeReadId;
    const mailedId = reader === 'company' ? conversation.companyMailedId : conversation.officeMailedId;
    const unread = await tx
      .select({ id: chatMessages.id, text: chatMessages.text, createdAt: chatMessages.createdAt })
      .from(chatMessages)
      .where(
        and(
          eq(chatMessages.conversationId, conversation.id),
          eq(chatMessages.side, otherSide(reader)),
          gt(chatMessages.id, readId),
        ),
      )
      .orderBy(asc(chatMessages.id));
    const notMailed = unread.filter((message) => message.id > mailedId);
    const oldest = notMailed[0];
    if (!oldest || now.getTime() - oldest.createdAt.getTime() < CHAT_LIMITS.unreadMailAfterMs) return false;
    const latest = unread.at(-1)!;
    await tx
      .update(chatConversations)
      .set(reader === 'company' ? { companyMailedId: latest.id } : { officeMailedId: latest.id })
      .where(eq(chatConversations.id, conversation.id));
    const text = latest.text || '📎';
    if (reader === 'company') {
      const owner = await findCompanyOwner(tx, conversation.companyId);
      if (!owner) return false;
      const prefix = owner.locale === 'en' ? '/en' : '';
      await insertJob(
        tx,
        MAIL_JOB,
        renderChatUnreadEmail({
          to: owner.email,
          locale: owner.locale,
          from: owner.locale === 'en' ? 'the portal’s office' : 'офіс порталу',
          unread: unread.length,
          latest: text,
          url: `${context.publicUrl}${prefix}${COMPANY_CHAT_PATH}`,
        }),
      );
      return true;
    }
    const [assignee] = conversation.assigneeId
      ? await tx
          .select({ email: users.email })
          .from(users)
          .where(eq(users.id, conversation.assigneeId))
          .limit(1)
      : [];
    const [company] = await tx
      .select({ name: sql<string>`coalesce(nullif(${companies.nameUk}, ''), ${companies.nameEn})` })
      .from(companies)
      .where(eq(companies.id, conversation.companyId));
    await insertJob(
      tx,
      MAIL_JOB,
      renderChatUnreadEmail({
        to: assignee?.email ?? context.supportEmail,
        locale: 'uk',
        from: company?.name ?? '',
        unread: unread.length,
        latest: text,
        url: `${context.publicUrl}${adminChatPath(conversation.id)}`,
      }),
    );
    return true;
  });
}

export function createChatJobHandlers(context: {
  db: Database;
  publicUrl: string;
  supportEmail: string;
}): JobHandlers {
  return {
    [CHAT_UNREAD_MAIL_JOB]: async (payload) => {
      const { conversation_id: conversationId, reader } = payload as {
        conversation_id?: unknown;
        reader?: unknown;
      };
      if (typeof conversationId !== 'string') return;
      if (reader !== 'company' && reader !== 'office') return;
      await mailUnreadChat(context, { conversationId, reader });
    },
  };
}
