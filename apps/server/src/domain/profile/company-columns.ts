import type { CompanyInfo } from '@portal/contract';
import type { companies } from '@portal/db';

type CompanyInsert = typeof companies.$inferInsert;
type CompanyField = keyof CompanyInfo;

/** Each spec §3 companyInfo field and the column that keeps it. */
const COLUMN_OF = {
  expert_email: 'expertEmail',
  expert_name: 'expertName',
  expert_surname: 'expertSurname',
  expert_phone_number: 'expertPhoneNumber',
  expert_position: 'expertPosition',
  director_name: 'directorName',
  director_surname: 'directorSurname',
  director_phone_number: 'directorPhoneNumber',
  director_email: 'directorEmail',
  director_position: 'directorPosition',
  position_in_the_company: 'positionInTheCompany',
  website_url: 'websiteUrl',
  name_ru: 'nameUk',
  name_en: 'nameEn',
  year_of_foundation: 'yearOfFoundation',
  edrpou_code: 'edrpouCode',
  region: 'region',
  fields_of_activity: 'fieldsOfActivity',
  ipn_code: 'ipnCode',
  type_business: 'typeBusiness',
  vchasno_email: 'vchasnoEmail',
} as const satisfies Record<CompanyField, keyof CompanyInsert>;

/** The columns of the companyInfo fields a validated body carries (and only those). */
export function toCompanyColumns(body: Partial<CompanyInfo>): Partial<CompanyInsert> {
  const columns: Partial<Record<keyof CompanyInsert, unknown>> = {};
  for (const field of Object.keys(COLUMN_OF) as CompanyField[]) {
    if (body[field] !== undefined) columns[COLUMN_OF[field]] = body[field];
  }
  return columns as Partial<CompanyInsert>;
}
