import { BUSINESS_TYPES, FIELDS_OF_ACTIVITY, REGIONS } from '@portal/contract';
import type { companies, importerSales, users } from '@portal/db';
import type { MailMessage } from '../mailer';
import { renderEmail } from './layout';
import { toSubjectLine } from './plain-text';

type Company = typeof companies.$inferSelect;
type User = typeof users.$inferSelect;

/**
 * The buyer's e-mail when an exporter accepts their import application (DOMAIN.md 'Importer
 * sales'): the exporter's company card, in English (the buyer writes from abroad), Reply-To the
 * exporter so the buyer answers them directly.
 */
export function renderExporterCardEmail(options: {
  sale: Pick<typeof importerSales.$inferSelect, 'email' | 'contactName' | 'productName' | 'hsCode'> & {
    countryName: string;
  };
  company: Company;
  user: User;
}): MailMessage {
  const { sale, company, user } = options;
  const name = company.nameEn || company.nameUk;
  const region = REGIONS.find((item) => item.code === company.region)?.en;
  const business = BUSINESS_TYPES.find((item) => item.code === company.typeBusiness)?.en;
  const fields = company.fieldsOfActivity
    .map((code) => FIELDS_OF_ACTIVITY.find((item) => item.code === code)?.en)
    .filter(Boolean)
    .join(', ');
  const contact = [user.name, user.surname].filter(Boolean).join(' ');
  const card = [
    `Company: ${name}`,
    company.websiteUrl ? `Website: ${company.websiteUrl}` : '',
    region ? `Region of Ukraine: ${region}` : '',
    company.yearOfFoundation ? `Founded: ${company.yearOfFoundation}` : '',
    business ? `Type of business: ${business}` : '',
    fields ? `Fields of activity: ${fields}` : '',
    company.edrpouCode ? `EDRPOU (Ukrainian company code): ${company.edrpouCode}` : '',
    contact
      ? `Contact person: ${contact}${company.positionInTheCompany ? `, ${company.positionInTheCompany}` : ''}`
      : '',
    `E-mail: ${user.email}`,
    user.phone ? `Phone: ${user.phone}` : '',
  ].filter((line) => line !== '');
  const mail = renderEmail({
    to: sale.email,
    locale: 'en',
    subject: toSubjectLine(`A Ukrainian exporter is interested in your request: ${sale.productName}`),
    heading: 'A Ukrainian exporter has accepted your import application',
    blocks: [
      { kind: 'text', text: `Dear ${sale.contactName},` },
      {
        kind: 'text',
        text: `${name} has read your request for ${sale.productName} (HS ${sale.hsCode}) for ${sale.countryName} and would like to offer it. Their company card is below; reply to this e-mail to write to them directly.`,
      },
      ...card.map((text) => ({ kind: 'text' as const, text })),
    ],
  });
  return { ...mail, replyTo: user.email };
}
