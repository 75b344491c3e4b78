import { and, eq } from 'drizzle-orm';
import { chatConversations, chatMessages, feedbackMessages, type Database } from '@portal/db';
import { AppError } from '../../lib/app-error';
import { isBackOfficeScope, companyOfScope, type RequestScope } from '../access/scope';
import { readStoredFile, type ServedFile } from '../files/stored-file';

/**
 * `GET /attachments/{id}` (issue 29, decision 051 §6): a file a chat message or a support
 * message names, for staff, for the company whose conversation holds it and for the person whose
 * support message it is; anything else — another company's, an upload no message names — is 404.
 */
export async function readAttachment(
  db: Pick<Database, 'select'>,
  scope: RequestScope,
  fileId: string,
): Promise<ServedFile> {
  const [inChat, inSupport] = await Promise.all([
    db
      .select({ companyId: chatConversations.companyId })
      .from(chatMessages)
      .innerJoin(chatConversations, eq(chatConversations.id, chatMessages.conversationId))
      .where(eq(chatMessages.fileId, fileId))
      .limit(1),
    db
      .select({ userId: feedbackMessages.userId })
      .from(feedbackMessages)
      .where(and(eq(feedbackMessages.fileId, fileId)))
      .limit(1),
  ]);
  const chat = inChat[0];
  const support = inSupport[0];
  if (!chat && !support) throw new AppError('not_found', 'error.not_found');
  if (!isBackOfficeScope(scope)) {
    const own =
      (chat && chat.companyId === companyOfScope(scope)) || (support && support.userId === scope.user.id);
    if (!own) throw new AppError('not_found', 'error.not_found');
  }
  return readStoredFile(db, fileId);
}
