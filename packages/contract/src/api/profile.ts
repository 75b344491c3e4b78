import { z } from 'zod';
import { envelope } from '../envelope';
import { ROLES } from '../constants';

export const MainInfoSchema = z.object({
  name: z.string(),
  surname: z.string(),
  patronymic: z.string(),
  position: z.string(),
  phone: z.string().nullable(),
});

/** companyInfo exactly as spec §3 names its fields; empty strings where not filled in. */
export const CompanyInfoSchema = z.object({
  expert_email: z.string(),
  expert_name: z.string(),
  expert_surname: z.string(),
  expert_phone_number: z.string(),
  expert_position: z.string(),
  director_name: z.string(),
  director_surname: z.string(),
  director_phone_number: z.string(),
  director_email: z.string(),
  director_position: z.string(),
  position_in_the_company: z.string(),
  website_url: z.string(),
  /** Shown as the Ukrainian name (spec §3 keeps the field's historical name). */
  name_ru: z.string(),
  name_en: z.string(),
  year_of_foundation: z.number().int().nullable(),
  edrpou_code: z.string(),
  region: z.string().nullable(),
  fields_of_activity: z.array(z.string()),
  ipn_code: z.string(),
  type_business: z.string().nullable(),
  vchasno_email: z.string(),
});
export type CompanyInfo = z.infer<typeof CompanyInfoSchema>;

export const ActiveTariffSchema = z.object({
  name: z.string(),
  is_active: z.boolean(),
  /** The end of the paid time, renewals that stack included. */
  expiry_date: z.string().nullable(),
  /** Ours beside the spec's: whether the running period is the trial, and when it began. */
  is_trial: z.boolean(),
  started_at: z.string().nullable(),
});

/** The `user` object of GET /profile with every field of spec §3. */
export const ProfileSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  registration_step: z.number().int(),
  google2fa_is_active: z.boolean(),
  is_banned: z.boolean(),
  is_denied: z.boolean(),
  is_approved: z.boolean(),
  deny_reason: z.string().nullable(),
  main_info: MainInfoSchema,
  active_tariff: ActiveTariffSchema.nullable(),
  companyInfo: CompanyInfoSchema,
  /** The phone number given during registration, kept until registration ends (spec §3). */
  registrationPhoneNumber: z.string().nullable(),
});
export type Profile = z.infer<typeof ProfileSchema>;
export const ProfileResponseSchema = envelope(z.object({ user: ProfileSchema }));

/** Submitting a denied company for verification again (decision 038) takes nothing but the session. */
export const ResubmitVerificationBodySchema = z.strictObject({}).nullish();

/** Spec §4 and §5: the profile is complete when these four fields are filled in. */
export const PROFILE_COMPLETENESS_FIELDS = [
  'director_name',
  'director_surname',
  'director_position',
  'vchasno_email',
] as const satisfies readonly (keyof CompanyInfo)[];

export function findMissingProfileFields(company: CompanyInfo) {
  return PROFILE_COMPLETENESS_FIELDS.filter((field) => company[field].trim() === '');
}

export function isProfileComplete(company: CompanyInfo): boolean {
  return findMissingProfileFields(company).length === 0;
}
