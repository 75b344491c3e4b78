import { REQUIRED_REGISTRATION_STEP, type CompanyInfo, type Profile } from '@portal/contract';

type ActiveTariff = Profile['active_tariff'];
import type { companies } from '@portal/db';
import type { UserRow } from '../users/get-user';

export type CompanyRow = typeof companies.$inferSelect;

/** companyInfo before the company is described: empty strings, null and no fields (spec §3). */
export const EMPTY_COMPANY_INFO: CompanyInfo = {
  expert_email: '',
  expert_name: '',
  expert_surname: '',
  expert_phone_number: '',
  expert_position: '',
  director_name: '',
  director_surname: '',
  director_phone_number: '',
  director_email: '',
  director_position: '',
  position_in_the_company: '',
  website_url: '',
  name_ru: '',
  name_en: '',
  year_of_foundation: null,
  edrpou_code: '',
  region: null,
  fields_of_activity: [],
  ipn_code: '',
  type_business: null,
  vchasno_email: '',
};

/** Columns to spec §3 companyInfo names (`name_ru` is the Ukrainian name, spec §3). */
export function toCompanyInfo(company: CompanyRow | null | undefined): CompanyInfo {
  if (!company) return { ...EMPTY_COMPANY_INFO, fields_of_activity: [] };
  return {
    expert_email: company.expertEmail,
    expert_name: company.expertName,
    expert_surname: company.expertSurname,
    expert_phone_number: company.expertPhoneNumber,
    expert_position: company.expertPosition,
    director_name: company.directorName,
    director_surname: company.directorSurname,
    director_phone_number: company.directorPhoneNumber,
    director_email: company.directorEmail,
    director_position: company.directorPosition,
    position_in_the_company: company.positionInTheCompany,
    website_url: company.websiteUrl,
    name_ru: company.nameUk,
    name_en: company.nameEn,
    year_of_foundation: company.yearOfFoundation,
    edrpou_code: company.edrpouCode,
    region: company.region,
    fields_of_activity: company.fieldsOfActivity,
    ipn_code: company.ipnCode,
    type_business: company.typeBusiness,
    vchasno_email: company.vchasnoEmail,
  };
}

/** The `user` object of GET /profile with every field of spec §3, and nothing else of the row. */
export function toProfile(
  user: UserRow,
  company: CompanyRow | null | undefined,
  activeTariff: ActiveTariff = null,
): Profile {
  const isRegistering = user.registrationStep < REQUIRED_REGISTRATION_STEP;
  return {
    id: user.id,
    email: user.email,
    role: user.role,
    registration_step: user.registrationStep,
    google2fa_is_active: user.totpEnabled,
    is_banned: user.isBanned,
    is_denied: user.isDenied,
    is_approved: user.isApproved,
    deny_reason: user.isDenied ? user.denyReason : null,
    main_info: {
      name: user.name,
      surname: user.surname,
      patronymic: user.patronymic,
      position: user.position,
      phone: user.phoneVerifiedAt ? user.phone : null,
    },
    // Spec §4: null shows 'Базові послуги'; a running subscription shows its plan and when it ends.
    active_tariff: activeTariff,
    companyInfo: toCompanyInfo(company),
    // Spec §3: kept during registration only.
    registrationPhoneNumber: isRegistering ? user.registrationPhone : null,
  };
}
