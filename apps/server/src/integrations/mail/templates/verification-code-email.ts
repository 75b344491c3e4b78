import type { ApiLocale } from '@portal/contract';
import type { MailMessage } from '../mailer';
import { PORTAL_NAME, renderEmail } from './layout';

/** The e-mail code of registration step 2 (spec §4), valid `minutes` (ARCHITECTURE §4). */
export function renderVerificationCodeEmail(options: {
  to: string;
  locale: ApiLocale;
  code: string;
  minutes: number;
}): MailMessage {
  const { locale, code, minutes } = options;
  if (locale === 'en') {
    return renderEmail({
      to: options.to,
      locale,
      subject: `Your e-mail confirmation code — ${PORTAL_NAME.en}`,
      heading: 'Confirm your e-mail address',
      blocks: [
        { kind: 'text', text: 'Enter this code on the registration page:' },
        { kind: 'code', code },
        { kind: 'text', text: `The code is valid for ${minutes} minutes and works once.` },
        { kind: 'text', text: 'If you did not sign up on the portal, ignore this message.' },
      ],
    });
  }
  return renderEmail({
    to: options.to,
    locale,
    subject: `Код підтвердження пошти — ${PORTAL_NAME.uk}`,
    heading: 'Підтвердьте адресу електронної пошти',
    blocks: [
      { kind: 'text', text: 'Введіть цей код на сторінці реєстрації:' },
      { kind: 'code', code },
      { kind: 'text', text: `Код дійсний ${minutes} хвилин і спрацьовує один раз.` },
      { kind: 'text', text: 'Якщо ви не реєструвалися на порталі, просто проігноруйте цей лист.' },
    ],
  });
}
