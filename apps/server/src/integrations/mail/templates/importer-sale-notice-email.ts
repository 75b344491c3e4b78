import type { MailMessage } from '../mailer';
import { describeImporterSale, type ImporterSaleSummary } from './importer-sale-summary';
import { renderEmail } from './layout';
import { toSubjectLine } from './plain-text';

/**
 * The support team's notice of a new import application, in Ukrainian, with the buyer's
 * contacts; Reply-To is the buyer.
 */
export function renderImporterSaleNoticeEmail(options: {
  to: string;
  id: string;
  sale: ImporterSaleSummary;
  /** The language the buyer used. */
  locale: 'uk' | 'en';
}): MailMessage {
  const { sale } = options;
  const mail = renderEmail({
    to: options.to,
    locale: 'uk',
    subject: toSubjectLine(
      `Нова заявка на імпорт: ${sale.productName} (${sale.hsCode}), ${sale.countryCode}`,
    ),
    heading: 'Нова заявка іноземного покупця',
    blocks: [
      {
        kind: 'text',
        text: 'Заявку подано через форму заявки на імпорт на сайті. Перевірте її та поділіться з експортерами, чия продукція відповідає запиту.',
      },
      ...describeImporterSale(sale, 'uk', { withContacts: true }).map((text) => ({
        kind: 'text' as const,
        text,
      })),
      { kind: 'text', text: `Мова покупця: ${options.locale === 'en' ? 'англійська' : 'українська'}` },
      { kind: 'text', text: `Номер заявки: ${options.id}` },
    ],
  });
  return { ...mail, replyTo: sale.email };
}
