import type { ApiLocale } from '@portal/contract';
import type { MailMessage } from '../mailer';
import { PORTAL_NAME, renderEmail } from './layout';

/** The one-time link to /auth/create-new-password, valid `minutes` (issue 3: one hour). */
export function renderPasswordResetEmail(options: {
  to: string;
  locale: ApiLocale;
  url: string;
  minutes: number;
}): MailMessage {
  const { locale, url, minutes } = options;
  if (locale === 'en') {
    return renderEmail({
      to: options.to,
      locale,
      subject: `Set a new password — ${PORTAL_NAME.en}`,
      heading: 'Set a new password',
      blocks: [
        { kind: 'text', text: 'Someone, hopefully you, asked to set a new password for this account.' },
        { kind: 'link', label: 'Set a new password', url },
        { kind: 'text', text: `The link works once, within ${minutes} minutes.` },
        {
          kind: 'text',
          text: 'If you did not ask for it, ignore this message: your password stays the same.',
        },
      ],
    });
  }
  return renderEmail({
    to: options.to,
    locale,
    subject: `Зміна пароля — ${PORTAL_NAME.uk}`,
    heading: 'Створіть новий пароль',
    blocks: [
      { kind: 'text', text: 'Надійшов запит на зміну пароля до цього облікового запису.' },
      { kind: 'link', label: 'Створити новий пароль', url },
      { kind: 'text', text: `Посилання спрацьовує один раз протягом ${minutes} хвилин.` },
      { kind: 'text', text: 'Якщо ви не надсилали запит, проігноруйте цей лист: пароль не зміниться.' },
    ],
  });
}
