import type { ApiLocale } from '@portal/contract';
import type { MailMessage } from '../mailer';
import { describeImporterSale, type ImporterSaleSummary } from './importer-sale-summary';
import { PORTAL_NAME, renderEmail } from './layout';

/**
 * The buyer's confirmation of an import application, in the language the form was sent in
 * (English by default). Replies go to the support team, who can also withdraw an application
 * somebody filed with this address.
 */
export function renderImporterSaleConfirmationEmail(options: {
  to: string;
  locale: ApiLocale;
  supportEmail: string;
  sale: ImporterSaleSummary;
}): MailMessage {
  const { locale, sale } = options;
  const summary = describeImporterSale(sale, locale, { withContacts: false }).map((text) => ({
    kind: 'text' as const,
    text,
  }));
  const mail =
    locale === 'en'
      ? renderEmail({
          to: options.to,
          locale,
          subject: `We have received your import application — ${PORTAL_NAME.en}`,
          heading: 'Thank you, your import application has been received',
          blocks: [
            { kind: 'text', text: `Dear ${sale.contactName},` },
            { kind: 'text', text: 'we have received your request for Ukrainian goods:' },
            ...summary,
            { kind: 'text', text: 'What happens next:' },
            {
              kind: 'text',
              text: '1. Our managers review the application and may contact you if any details need clarifying.',
            },
            {
              kind: 'text',
              text: '2. We share it with Ukrainian exporters whose products and capacity match your request.',
            },
            {
              kind: 'text',
              text: '3. Exporters who accept it receive your contact details and get in touch with you directly by e-mail or phone.',
            },
            {
              kind: 'text',
              text: 'To correct or withdraw the application, simply reply to this message. If you did not send it, reply and we will delete it.',
            },
          ],
        })
      : renderEmail({
          to: options.to,
          locale,
          subject: `Вашу заявку на імпорт отримано — ${PORTAL_NAME.uk}`,
          heading: 'Дякуємо, вашу заявку на імпорт отримано',
          blocks: [
            { kind: 'text', text: `Вітаємо, ${sale.contactName}!` },
            { kind: 'text', text: 'Ми отримали ваш запит на українські товари:' },
            ...summary,
            { kind: 'text', text: 'Що буде далі:' },
            {
              kind: 'text',
              text: '1. Менеджери порталу розглянуть заявку і, якщо потрібно, зв’яжуться з вами для уточнень.',
            },
            {
              kind: 'text',
              text: '2. Ми надішлемо її українським експортерам, чия продукція та виробничі можливості відповідають вашому запиту.',
            },
            {
              kind: 'text',
              text: '3. Експортери, які приймуть заявку, отримають ваші контакти та зв’яжуться з вами напряму електронною поштою або телефоном.',
            },
            {
              kind: 'text',
              text: 'Щоб виправити або відкликати заявку, просто дайте відповідь на цей лист. Якщо ви її не надсилали, напишіть нам, і ми її видалимо.',
            },
          ],
        });
  return { ...mail, replyTo: options.supportEmail };
}
