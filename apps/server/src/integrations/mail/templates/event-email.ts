import type { ApiLocale } from '@portal/contract';
import type { MailMessage } from '../mailer';
import { renderEmail } from './layout';
import { toSubjectLine } from './plain-text';

const OPEN: Record<ApiLocale, string> = { uk: 'Сторінка заходу', en: 'The event’s page' };
const JOIN: Record<ApiLocale, string> = { uk: 'Посилання для участі', en: 'Link to join' };

/**
 * The exporter's e-mail about a business-club event (issue 16 §2): the reminder the day before,
 * or a seat given from the waiting list; in the exporter's language, with the time in Kyiv, the
 * place or the link to join, and the event's page.
 */
export function renderEventEmail(options: {
  to: string;
  locale: ApiLocale;
  heading: string;
  lines: string[];
  onlineUrl: string | null;
  pageUrl: string;
}): MailMessage {
  const { locale } = options;
  return renderEmail({
    to: options.to,
    locale,
    subject: toSubjectLine(options.heading),
    heading: options.heading,
    blocks: [
      ...options.lines.map((text) => ({ kind: 'text' as const, text })),
      ...(options.onlineUrl ? [{ kind: 'link' as const, label: JOIN[locale], url: options.onlineUrl }] : []),
      { kind: 'link', label: OPEN[locale], url: options.pageUrl },
    ],
  });
}
