import type { ApiLocale } from '@portal/contract';
import type { MailMessage } from '../mailer';
import { renderEmail } from './layout';
import { toParagraphBlocks, toSubjectLine } from './plain-text';

/**
 * Messages of the chat left unread 15 minutes (issue 29 §1, decision 051 §5): one e-mail per quiet
 * spell, with the latest unread message and a link to the conversation, in the reader's language
 * (the office's in Ukrainian).
 */
export function renderChatUnreadEmail(options: {
  to: string;
  locale: ApiLocale;
  /** Who wrote: the office (to a company) or the company's name (to the office). */
  from: string;
  unread: number;
  latest: string;
  url: string;
}): MailMessage {
  const en = options.locale === 'en';
  const heading = en
    ? `${options.unread === 1 ? 'An unread message' : `${options.unread} unread messages`} from ${options.from}`
    : `${options.unread === 1 ? 'Непрочитане повідомлення' : `Непрочитаних повідомлень: ${options.unread}`} — ${options.from}`;
  return renderEmail({
    to: options.to,
    locale: options.locale,
    subject: toSubjectLine(heading),
    heading,
    blocks: [
      { kind: 'text', text: en ? 'The latest one:' : 'Останнє з них:' },
      ...toParagraphBlocks(options.latest),
      { kind: 'link', label: en ? 'Open the chat' : 'Відкрити чат', url: options.url },
    ],
  });
}

/** The office's answer to a support message, in the language the message was written in. */
export function renderSupportAnswerEmail(options: {
  to: string;
  locale: ApiLocale;
  subject: string;
  question: string;
  answer: string;
  url: string;
}): MailMessage {
  const en = options.locale === 'en';
  const topic = options.subject || options.question;
  return renderEmail({
    to: options.to,
    locale: options.locale,
    subject: toSubjectLine(en ? `Support’s answer: ${topic}` : `Відповідь служби підтримки: ${topic}`),
    heading: en
      ? 'The support team has answered your message'
      : 'Служба підтримки відповіла на ваше звернення',
    blocks: [
      ...toParagraphBlocks(options.answer),
      { kind: 'text', text: en ? 'Your message:' : 'Ваше звернення:' },
      ...toParagraphBlocks(options.question),
      { kind: 'link', label: en ? 'Your messages to support' : 'Ваші звернення', url: options.url },
    ],
  });
}
