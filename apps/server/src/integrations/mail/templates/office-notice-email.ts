import type { MailMessage } from '../mailer';
import { renderEmail } from './layout';
import { toSubjectLine } from './plain-text';

/**
 * A notice to the office (SUPPORT_EMAIL), in Ukrainian, the office's language: something happened
 * without a manager (the provider reversed a payment, a payment came for a cancelled invoice, a
 * denied company submitted its data again) and what to do, with a link to the back office's page.
 */
export function renderOfficeNoticeEmail(options: {
  to: string;
  heading: string;
  text: string;
  url: string;
}): MailMessage {
  return renderEmail({
    to: options.to,
    locale: 'uk',
    subject: toSubjectLine(options.heading),
    heading: options.heading,
    blocks: [
      { kind: 'text', text: options.text },
      { kind: 'link', label: 'Відкрити в бек-офісі', url: options.url },
    ],
  });
}
