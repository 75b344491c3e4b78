import type { ApiLocale } from '@portal/contract';
import type { MailMessage } from '../mailer';
import { describeImporterSale, type ImporterSaleSummary } from './importer-sale-summary';
import { renderEmail } from './layout';
import { toSubjectLine } from './plain-text';

const TEXT: Record<
  ApiLocale,
  { subject: (product: string) => string; heading: string; lead: string; open: string }
> = {
  uk: {
    subject: (product) => `Іноземний покупець шукає ваш товар: ${product}`,
    heading: 'Для вас є заявка іноземного покупця',
    lead: 'Менеджер порталу обрав вашу компанію для цієї заявки. Прийміть її, щоб отримати контакти покупця, або відхиліть із причиною.',
    open: 'Відкрити заявку',
  },
  en: {
    subject: (product) => `A foreign buyer is looking for your product: ${product}`,
    heading: 'A foreign buyer’s application for you',
    lead: 'A manager of the portal chose your company for this application. Accept it to get the buyer’s contacts, or decline it with a reason.',
    open: 'Open the application',
  },
};

/**
 * The exporter's e-mail when a manager shares an import application with their company, in the
 * exporter's language: what the buyer wants, without who the buyer is (that comes on accepting).
 */
export function renderImporterSaleSharedEmail(options: {
  to: string;
  locale: ApiLocale;
  sale: ImporterSaleSummary;
  url: string;
}): MailMessage {
  const { locale, sale } = options;
  const text = TEXT[locale];
  return renderEmail({
    to: options.to,
    locale,
    subject: toSubjectLine(text.subject(sale.productName)),
    heading: text.heading,
    blocks: [
      { kind: 'text', text: text.lead },
      // Who the buyer is comes with the contacts, on accepting.
      ...describeImporterSale(sale, locale, { withContacts: false, anonymous: true }).map((line) => ({
        kind: 'text' as const,
        text: line,
      })),
      { kind: 'link', label: text.open, url: options.url },
    ],
  });
}
