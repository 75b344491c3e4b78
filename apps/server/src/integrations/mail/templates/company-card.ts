import { BUSINESS_TYPES, FIELDS_OF_ACTIVITY, REGIONS, type ApiLocale } from '@portal/contract';
import type { companies, users } from '@portal/db';

type Company = typeof companies.$inferSelect;
type User = typeof users.$inferSelect;

const LABELS: Record<ApiLocale, Record<string, string>> = {
  en: {
    company: 'Company',
    website: 'Website',
    region: 'Region of Ukraine',
    founded: 'Founded',
    business: 'Type of business',
    fields: 'Fields of activity',
    edrpou: 'EDRPOU (Ukrainian company code)',
    contact: 'Contact person',
    email: 'E-mail',
    phone: 'Phone',
  },
  uk: {
    company: 'Компанія',
    website: 'Сайт',
    region: 'Область',
    founded: 'Рік заснування',
    business: 'Тип бізнесу',
    fields: 'Сфери діяльності',
    edrpou: 'Код ЄДРПОУ',
    contact: 'Контактна особа',
    email: 'E-mail',
    phone: 'Телефон',
  },
};

/** The company's name for a reader of this language (the other language's when one is empty). */
export function companyNameIn(company: Pick<Company, 'nameUk' | 'nameEn'>, locale: ApiLocale): string {
  return locale === 'en' ? company.nameEn || company.nameUk : company.nameUk || company.nameEn;
}

/**
 * An exporter's company card as e-mails to people outside the portal show it (a foreign buyer,
 * a professional partner): one line per known fact, in the reader's language.
 */
export function describeCompanyCard(company: Company, user: User, locale: ApiLocale): string[] {
  const label = LABELS[locale];
  const region = REGIONS.find((item) => item.code === company.region)?.[locale];
  const business = BUSINESS_TYPES.find((item) => item.code === company.typeBusiness)?.[locale];
  const fields = company.fieldsOfActivity
    .map((code) => FIELDS_OF_ACTIVITY.find((item) => item.code === code)?.[locale])
    .filter(Boolean)
    .join(', ');
  const contact = [user.name, user.surname].filter(Boolean).join(' ');
  return [
    `${label.company}: ${companyNameIn(company, locale)}`,
    company.websiteUrl ? `${label.website}: ${company.websiteUrl}` : '',
    region ? `${label.region}: ${region}` : '',
    company.yearOfFoundation ? `${label.founded}: ${company.yearOfFoundation}` : '',
    business ? `${label.business}: ${business}` : '',
    fields ? `${label.fields}: ${fields}` : '',
    company.edrpouCode ? `${label.edrpou}: ${company.edrpouCode}` : '',
    contact
      ? `${label.contact}: ${contact}${company.positionInTheCompany ? `, ${company.positionInTheCompany}` : ''}`
      : '',
    `${label.email}: ${user.email}`,
    user.phone ? `${label.phone}: ${user.phone}` : '',
  ].filter((line) => line !== '');
}
