import type { ApiLocale } from '@portal/contract';
import type { companies, users } from '@portal/db';
import type { MailMessage } from '../mailer';
import { companyNameIn, describeCompanyCard } from './company-card';
import { renderEmail } from './layout';
import { toSubjectLine } from './plain-text';

type Company = typeof companies.$inferSelect;
type User = typeof users.$inferSelect;

/**
 * An exporter's request to a professional partner (issue 16 §4): to the partner, in Ukrainian
 * (the directory's partners work in Ukraine), with the exporter's company card and comment,
 * Reply-To the exporter so the partner answers them directly.
 */
export function renderProPartnerEmail(options: {
  to: string;
  partnerName: string;
  company: Company;
  user: User;
  comment: string;
}): MailMessage {
  const { company, user } = options;
  const name = companyNameIn(company, 'uk');
  const mail = renderEmail({
    to: options.to,
    locale: 'uk',
    subject: toSubjectLine(`Звернення експортера через Портал експортерів: ${name}`),
    heading: `${name} звертається до «${options.partnerName}»`,
    blocks: [
      { kind: 'text', text: 'Коментар експортера:' },
      { kind: 'text', text: options.comment },
      { kind: 'text', text: 'Картка компанії:' },
      ...describeCompanyCard(company, user, 'uk').map((text) => ({ kind: 'text' as const, text })),
      { kind: 'text', text: 'Щоб відповісти експортерові, просто відповідайте на цей лист.' },
    ],
  });
  return { ...mail, replyTo: user.email };
}

/**
 * The exporter's copy of what was sent, in the exporter's language, with the link to the
 * partner's page in the cabinet (its details, writing again, and the company's requests).
 */
export function renderProPartnerCopyEmail(options: {
  to: string;
  locale: ApiLocale;
  partnerName: string;
  comment: string;
  partnerUrl: string;
}): MailMessage {
  const { locale } = options;
  const en = locale === 'en';
  const heading = en
    ? `Your request to ${options.partnerName} has been sent`
    : `Ваше звернення до «${options.partnerName}» надіслано`;
  return renderEmail({
    to: options.to,
    locale,
    subject: toSubjectLine(heading),
    heading,
    blocks: [
      {
        kind: 'text',
        text: en
          ? 'The partner has received your company card and this comment, and will answer you by e-mail:'
          : 'Партнер отримав картку вашої компанії та цей коментар і відповість вам електронною поштою:',
      },
      { kind: 'text', text: options.comment },
      { kind: 'link', label: en ? 'The partner’s page' : 'Сторінка партнера', url: options.partnerUrl },
    ],
  });
}
