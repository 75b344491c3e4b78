import { feedbackMessages, type Database } from '@portal/db';
import type { ApiLocale, FeedbackBodySchema } from '@portal/contract';
import type { z } from 'zod';
import { MAIL_JOB } from '../../integrations/messaging';
import { renderFeedbackEmail } from '../../integrations/mail/templates/feedback-email';
import type { JobQueue } from '../../jobs/queue';
import { reserveAttempt } from '../throttles/reserve-attempt';
import { getSubmissionLimits } from './submission-limits';

type FeedbackData = z.output<typeof FeedbackBodySchema>;

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
}): Promise<void> {
  const { db, message } = options;
  await reserveAttempt({ db, limits: getSubmissionLimits('feedback', options.ip, message.email) });
  const phone = message.phone ?? '';
  const subject = message.subject ?? '';
  await db.insert(feedbackMessages).values({
    userId: options.sender?.userId ?? null,
    name: message.name,
    email: message.email,
    phone,
    subject,
    message: message.message,
    locale: options.locale,
    clientIp: options.ip,
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
    }),
  );
}
