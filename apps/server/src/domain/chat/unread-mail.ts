import { and, desc, eq, gt, sql } from 'drizzle-orm';
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
 * The job queued when a message starts a quiet spell (decision 051 §5): 15 minutes later, if the
 * reader still has it unread and was not e-mailed about it, one e-mail names how many are unread
 * and the latest; marking what it covered (`*_mailed_id`) in the same transaction as queueing the
 * mail, so a job run twice mails once.
 */
export async function mailUnreadChat(
  context: { db: Database; publicUrl: string; supportEmail: string },
  payload: { conversationId: string; reader: 'company' | 'office'; messageId: number },
): Promise<boolean> {
  const { db } = context;
  const { reader, messageId } = payload;
  return db.transaction(async (tx) => {
    const [conversation] = await tx
      .select()
      .from(chatConversations)
      .where(eq(chatConversations.id, payload.conversationId))
      .for('update');
    if (!conversation) return false;
    const readId = reader === 'company' ? conversation.companyReadId : conversation.officeReadId;
    const mailedId = reader === 'company' ? conversation.companyMailedId : conversation.officeMailedId;
    if (readId >= messageId || mailedId >= messageId) return false;
    const writer = otherSide(reader);
    const unread = await tx
      .select({ id: chatMessages.id, text: chatMessages.text })
      .from(chatMessages)
      .where(
        and(
          eq(chatMessages.conversationId, conversation.id),
          eq(chatMessages.side, writer),
          gt(chatMessages.id, readId),
        ),
      )
      .orderBy(desc(chatMessages.id));
    if (unread.length === 0) return false;
    const latest = unread[0]!;
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
      const {
        conversation_id: conversationId,
        reader,
        message_id: messageId,
      } = payload as {
        conversation_id?: unknown;
        reader?: unknown;
        message_id?: unknown;
      };
      if (typeof conversationId !== 'string' || typeof messageId !== 'number') return;
      if (reader !== 'company' && reader !== 'office') return;
      await mailUnreadChat(context, { conversationId, reader, messageId });
    },
  };
}
