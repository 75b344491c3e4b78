import type { FieldSpec } from '../../lib/forms/form-values';

/** Body fields of the contract's MainInfoBodySchema (registration step 4, personal data). */
export const MAIN_INFO_FIELDS = {
  name: 'text',
  surname: 'text',
  patronymic: 'text',
  position: 'text',
} as const satisfies FieldSpec;

/** Body fields of the contract's CompanyDataBodySchema (registration step 5, my company). */
export const COMPANY_FIELDS = {
  name_ru: 'text',
  name_en: 'text',
  year_of_foundation: 'text',
  edrpou_code: 'text',
  ipn_code: 'text',
  region: 'text',
  fields_of_activity: 'list',
  type_business: 'text',
  website_url: 'text',
  position_in_the_company: 'text',
} as const satisfies FieldSpec;
