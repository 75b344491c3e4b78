import { feedbackMessages, type Database } from '@portal/db';
import type { ApiLocale, FeedbackBodySchema, SupportTopic } from '@portal/contract';
import type { z } from 'zod';
import { MAIL_JOB } from '../../integrations/messaging';
import { renderFeedbackEmail } from '../../integrations/mail/templates/feedback-email';
import type { JobQueue } from '../../jobs/queue';
import { AppError } from '../../lib/app-error';
import { attachUploadedFile } from '../files/stored-file';
import { reserveAttempt } from '../throttles/reserve-attempt';
import { getSubmissionLimits } from './submission-limits';

type FeedbackData = z.output<typeof FeedbackBodySchema>;

/** The topics of the form as the office reads them in its mailbox. */
const SUPPORT_TOPIC_NAMES: Record<SupportTopic, string> = {
  account: 'обліковий запис',
  requests: 'заявки',
  payments: 'оплата',
  technical: 'технічне питання',
  other: 'інше',
};

/**
 * POST /feedback/send (DOMAIN.md 'Support'): stores the message and mails it to the support
 * mailbox in the background, Reply-To the sender. Limited per client address and per e-mail.
 */
export async function sendFeedback(options: {
  db: Database;
  jobs: Pick<JobQueue, 'enqueue'>;
  supportEmail: string;
  message: FeedbackData;
  locale: ApiLocale;
  ip: string;
  sender: { userId: string; email: string } | null;
  /** The portal's address, for the back office's link in the mail. */
  publicUrl: string;
}): Promise<void> {
  const { db, message } = options;
  await reserveAttempt({ db, limits: getSubmissionLimits('feedback', options.ip, message.email) });
  const phone = message.phone ?? '';
  const subject = message.subject ?? '';
  const senderId = options.sender?.userId ?? null;
  // Only a signed-in sender attaches a file: their own upload (`POST /attachments`).
  if (message.file && senderId === null) {
    throw new AppError('validation_failed', 'error.validation_failed', {
      fields: { 'file.file_id': ['validation.upload_unknown'] },
    });
  }
  const id = await db.transaction(async (tx) => {
    const fileId =
      message.file && senderId
        ? await attachUploadedFile(tx, {
            upload: message.file,
            kind: 'document',
            userId: senderId,
            field: 'file',
          })
        : null;
    const [row] = await tx
      .insert(feedbackMessages)
      .values({
        userId: senderId,
        name: message.name,
        email: message.email,
        phone,
        subject,
        message: message.message,
        topic: message.topic ?? null,
        fileId,
        locale: options.locale,
        clientIp: options.ip,
      })
      .returning({ id: feedbackMessages.id });
    return row!.id;
  });
  await options.jobs.enqueue(
    MAIL_JOB,
    renderFeedbackEmail({
      to: options.supportEmail,
      name: message.name,
      email: message.email,
      phone,
      subject,
      message: message.message,
      locale: options.locale,
      accountEmail: options.sender?.email ?? null,
      topic: message.topic ? SUPPORT_TOPIC_NAMES[message.topic] : null,
      hasFile: Boolean(message.file),
      backOfficeUrl: `${options.publicUrl}/admin/support/${id}`,
    }),
  );
}
