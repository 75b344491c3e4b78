import type { companies, importerSales, users } from '@portal/db';
import type { MailMessage } from '../mailer';
import { companyNameIn, describeCompanyCard } from './company-card';
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
  const name = companyNameIn(company, 'en');
  const card = describeCompanyCard(company, user, 'en');
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
