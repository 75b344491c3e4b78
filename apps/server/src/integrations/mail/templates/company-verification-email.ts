import type { ApiLocale } from '@portal/contract';
import type { MailMessage } from '../mailer';
import { renderEmail } from './layout';
import { toSubjectLine } from './plain-text';

const REASON: Record<ApiLocale, string> = { uk: 'Причина', en: 'Reason' };
const OPEN: Record<ApiLocale, string> = { uk: 'Відкрити кабінет', en: 'Open your cabinet' };

/**
 * The exporter's e-mail about a verification decision on their company (DOMAIN.md 'Company
 * verification': approved, denied with a reason, banned, unbanned), in the exporter's
 * language. `url` is left out when there is nothing to open (a banned user cannot sign in).
 */
export function renderCompanyVerificationEmail(options: {
  to: string;
  locale: ApiLocale;
  heading: string;
  text: string;
  reason: string;
  url: string | null;
}): MailMessage {
  const { locale } = options;
  return renderEmail({
    to: options.to,
    locale,
    subject: toSubjectLine(options.heading),
    heading: options.heading,
    blocks: [
      { kind: 'text', text: options.text },
      ...(options.reason ? [{ kind: 'text' as const, text: `${REASON[locale]}: ${options.reason}` }] : []),
      ...(options.url ? [{ kind: 'link' as const, label: OPEN[locale], url: options.url }] : []),
    ],
  });
}
