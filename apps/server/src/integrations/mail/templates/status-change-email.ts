import type { ApiLocale } from '@portal/contract';
import type { MailMessage } from '../mailer';
import { renderEmail } from './layout';
import { toSubjectLine } from './plain-text';

/**
 * The exporter's e-mail about a status change of one of their requests (DOMAIN.md: each
 * change notifies the exporter in the portal and by e-mail), in the exporter's language.
 */
export function renderStatusChangeEmail(options: {
  to: string;
  locale: ApiLocale;
  heading: string;
  text: string;
  comment: string;
  url: string;
}): MailMessage {
  const { locale } = options;
  return renderEmail({
    to: options.to,
    locale,
    subject: toSubjectLine(options.text),
    heading: options.heading,
    blocks: [
      { kind: 'text', text: options.text },
      ...(options.comment
        ? [{ kind: 'text' as const, text: `${locale === 'uk' ? 'Коментар' : 'Comment'}: ${options.comment}` }]
        : []),
      { kind: 'link', label: locale === 'uk' ? 'Відкрити заявку' : 'Open the request', url: options.url },
    ],
  });
}
