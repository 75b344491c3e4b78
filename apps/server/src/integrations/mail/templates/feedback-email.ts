import type { ApiLocale } from '@portal/contract';
import type { MailMessage } from '../mailer';
import { renderEmail } from './layout';
import { toParagraphBlocks, toSubjectLine } from './plain-text';

/**
 * A message of the feedback form (`POST /feedback/send`) for the support mailbox, in Ukrainian
 * (the support team's language). Reply-To is the sender, so "Reply" answers them directly.
 */
export function renderFeedbackEmail(options: {
  to: string;
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  /** The language the sender used the site in. */
  locale: ApiLocale;
  /** The account of a signed-in sender. */
  accountEmail: string | null;
  /** What it is about (the cabinet's form asks), in the office's words. */
  topic?: string | null;
  /** Whether a file came with it (downloaded from the back office). */
  hasFile?: boolean;
  /** The message in the back office, where it is answered. */
  backOfficeUrl?: string;
}): MailMessage {
  const topic = options.subject || options.message;
  const mail = renderEmail({
    to: options.to,
    locale: 'uk',
    subject: toSubjectLine(`Звернення з сайту: ${topic}`),
    heading: 'Нове звернення через форму зворотного зв’язку',
    blocks: [
      {
        kind: 'text',
        text: 'Щоб відповісти, натисніть «Відповісти»: лист піде на адресу відправника.',
      },
      { kind: 'text', text: `Ім’я: ${options.name}` },
      { kind: 'text', text: `Електронна пошта: ${options.email}` },
      { kind: 'text', text: `Телефон: ${options.phone || 'не вказано'}` },
      { kind: 'text', text: `Тема: ${options.subject || 'не вказано'}` },
      { kind: 'text', text: `Мова сайту: ${options.locale === 'en' ? 'англійська' : 'українська'}` },
      {
        kind: 'text',
        text: options.accountEmail
          ? `Відправник увійшов до облікового запису: ${options.accountEmail}`
          : 'Відправник не входив до облікового запису.',
      },
      ...(options.topic ? [{ kind: 'text' as const, text: `Тема звернення: ${options.topic}` }] : []),
      ...(options.hasFile
        ? [{ kind: 'text' as const, text: 'До звернення додано файл (у бек-офісі).' }]
        : []),
      { kind: 'text', text: 'Повідомлення:' },
      ...toParagraphBlocks(options.message),
      ...(options.backOfficeUrl
        ? [{ kind: 'link' as const, label: 'Відповісти в бек-офісі', url: options.backOfficeUrl }]
        : []),
    ],
  });
  return { ...mail, replyTo: options.email };
}
