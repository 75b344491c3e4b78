import type { ApiLocale } from '@portal/contract';
import type { MailMessage } from '../mailer';
import { renderEmail } from './layout';
import { toSubjectLine } from './plain-text';

const REASON: Record<ApiLocale, string> = { uk: 'Причина', en: 'Reason' };
const OPEN: Record<ApiLocale, string> = { uk: 'Відкрити рахунок', en: 'Open the invoice' };

/**
 * The exporter's e-mail about a refund (issue 14 §5: an admin returned the payment of an invoice
 * and the subscription it paid for ended), in the exporter's language, with the admin's reason
 * and a link to the invoice in the cabinet.
 */
export function renderRefundEmail(options: {
  to: string;
  locale: ApiLocale;
  heading: string;
  text: string;
  reason: string;
  url: string;
}): MailMessage {
  const { locale } = options;
  return renderEmail({
    to: options.to,
    locale,
    subject: toSubjectLine(options.heading),
    heading: options.heading,
    blocks: [
      { kind: 'text', text: options.text },
      { kind: 'text', text: `${REASON[locale]}: ${options.reason}` },
      { kind: 'link', label: OPEN[locale], url: options.url },
    ],
  });
}
