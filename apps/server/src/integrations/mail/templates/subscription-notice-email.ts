import type { ApiLocale } from '@portal/contract';
import type { MailMessage } from '../mailer';
import { renderEmail } from './layout';
import { toSubjectLine } from './plain-text';

const RENEW: Record<ApiLocale, string> = { uk: 'Обрати тариф', en: 'Choose a plan' };
const OPEN: Record<ApiLocale, string> = { uk: 'Моя підписка', en: 'My subscription' };

/**
 * The exporter's e-mail about their subscription (issue 14 §4: 7 days and 1 day before the end,
 * and when it has ended), in the exporter's language, with the links to renew and to the
 * subscription in the cabinet.
 */
export function renderSubscriptionNoticeEmail(options: {
  to: string;
  locale: ApiLocale;
  heading: string;
  text: string;
  renewUrl: string;
  subscriptionUrl: string;
}): MailMessage {
  const { locale } = options;
  return renderEmail({
    to: options.to,
    locale,
    subject: toSubjectLine(options.heading),
    heading: options.heading,
    blocks: [
      { kind: 'text', text: options.text },
      { kind: 'link', label: RENEW[locale], url: options.renewUrl },
      { kind: 'link', label: OPEN[locale], url: options.subscriptionUrl },
    ],
  });
}
