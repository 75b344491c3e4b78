import { z } from 'zod';
import { AUTH, REQUIRED_REGISTRATION_STEP, ROLES } from '../constants';
import { envelope } from '../envelope';
import { BUSINESS_TYPE_CODES, FIELD_OF_ACTIVITY_CODES } from '../company-options';
import { REGION_CODES } from '../regions';
import { EdrpouSchema, EnglishOnlyTextSchema, IpnSchema, PhoneSchema } from '../validators';
import { ProfileResponseSchema } from './profile';

/** Message keys of these schemas live in messages.ts ('validation.*'). */
export const EmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email({ message: 'validation.invalid_email' }));

/**
 * The password rule, said once (issue 25 §6): one check of length, letters and digits with one
 * message, rather than "at least 8" and the rule side by side.
 */
export const PasswordSchema = z
  .string()
  .max(AUTH.passwordMaxLength)
  .refine((value) => value.length >= AUTH.passwordMinLength && /\p{L}/u.test(value) && /\d/.test(value), {
    message: 'validation.password_weak',
  });

export const CodeSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/, { message: 'validation.code_format' });

/** POST /auth/register — step 1 of registration (spec §4). */
export const RegisterBodySchema = z
  .strictObject({
    email: EmailSchema,
    password: PasswordSchema,
    password_confirmation: z.string().max(AUTH.passwordMaxLength),
    /** Consent to the terms of use and the offer agreement. */
    accept_terms: z.literal(true, { message: 'validation.accept_terms' }),
  })
  .refine((body) => body.password === body.password_confirmation, {
    message: 'validation.password_mismatch',
    path: ['password_confirmation'],
  });
export type RegisterBody = z.infer<typeof RegisterBodySchema>;

/** POST /auth/login */
export const LoginBodySchema = z.strictObject({
  email: EmailSchema,
  password: z.string().min(1).max(AUTH.passwordMaxLength),
});
export type LoginBody = z.infer<typeof LoginBodySchema>;

/**
 * Answer of sign-in steps. The session token is also set as the HttpOnly cookie `token`;
 * it is in the body for API clients that use `Authorization: Bearer`. When two-factor
 * authentication is on, the password step answers `requires_2fa` with a short-lived challenge
 * for POST /auth/google-2fa-auth instead.
 */
export const SignInResultSchema = z.discriminatedUnion('requires_2fa', [
  z.object({
    requires_2fa: z.literal(false),
    token: z.string(),
    registration_step: z.number().int(),
    /** Where the web sends the user: staff to the back-office (issue 13). */
    role: z.enum(ROLES),
  }),
  z.object({ requires_2fa: z.literal(true), challenge: z.string() }),
]);
export type SignInResult = z.infer<typeof SignInResultSchema>;
export const SignInResponseSchema = envelope(SignInResultSchema);

/** POST /auth/google-2fa-auth */
export const TwoFactorAuthBodySchema = z.strictObject({
  challenge: z.string().min(16).max(200),
  code: CodeSchema,
});
export type TwoFactorAuthBody = z.infer<typeof TwoFactorAuthBodySchema>;

/** POST /auth/submit-verification-email and /auth/submit-verification-phone */
export const SubmitCodeBodySchema = z.strictObject({ code: CodeSchema });
export type SubmitCodeBody = z.infer<typeof SubmitCodeBodySchema>;

/** POST /auth/verification-phone: sends the SMS code; Ukrainian numbers first class. */
export const VerificationPhoneBodySchema = z.strictObject({ phone: PhoneSchema });
export type VerificationPhoneBody = z.infer<typeof VerificationPhoneBodySchema>;

/** Answer of the code-sending calls: when the code expires and when another may be sent. */
export const CodeSentSchema = z.object({
  /** The account's e-mail address, or the E.164 number the SMS went to. */
  sent_to: z.string(),
  expires_at: z.string(),
  /** When another code may be sent: now, unless the 3 sends of 15 minutes are used up. */
  resend_available_at: z.string(),
});
export type CodeSent = z.infer<typeof CodeSentSchema>;
export const CodeSentResponseSchema = envelope(CodeSentSchema);

const name = (max = 100) => z.string().trim().min(1).max(max);
/**
 * A field that may be left empty: '' clears it, and a body without it leaves the stored value as
 * it is (issue 12: a missing field must never erase data, so nothing here has a default).
 */
const optionalText = (max = 200) => z.string().trim().max(max).optional();
const optionalEmail = () => z.union([z.literal(''), EmailSchema]).optional();
const optionalPhone = () => z.union([z.literal(''), PhoneSchema]).optional();

/**
 * A cabinet change of some company fields, every one of them optional: the body must name at
 * least one (an empty body is a mistake, not "erase everything", nor "change nothing").
 */
function changeOf<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.strictObject(shape).refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: 'validation.nothing_to_change',
  });
}

/** main_info: the person's own data (spec §3). */
export const MainInfoBodySchema = z.strictObject({
  name: name(),
  surname: name(),
  patronymic: optionalText(100),
  position: optionalText(150),
});
export type MainInfoBody = z.infer<typeof MainInfoBodySchema>;

const currentYear = () => new Date().getFullYear();

export const WebsiteUrlSchema = z
  .string()
  .trim()
  .max(300)
  .transform((value) => (value && !/^https?:\/\//i.test(value) ? `https://${value}` : value))
  .pipe(z.union([z.literal(''), z.url({ protocol: /^https?$/, message: 'validation.invalid_url' })]));

/** The company's own data (spec §3 companyInfo): asked at step 5, changed in the cabinet. */
export const CompanyDataBodySchema = z.strictObject({
  name_ru: name(300),
  name_en: EnglishOnlyTextSchema.max(300),
  year_of_foundation: z.coerce
    .number()
    .int()
    .min(1800)
    .refine((year) => year <= currentYear(), { message: 'validation.year_future' }),
  edrpou_code: EdrpouSchema,
  ipn_code: z.union([z.literal(''), IpnSchema]).optional(),
  region: z.enum(REGION_CODES, { message: 'validation.invalid_value' }),
  fields_of_activity: z.array(z.enum(FIELD_OF_ACTIVITY_CODES)).min(1).max(FIELD_OF_ACTIVITY_CODES.length),
  type_business: z.enum(BUSINESS_TYPE_CODES),
  website_url: WebsiteUrlSchema.optional(),
  position_in_the_company: optionalText(150),
});
export type CompanyDataBody = z.infer<typeof CompanyDataBodySchema>;

/** POST /auth/submit-user-company-info: the company data (step 5 of 5). */
export const CompanyInfoBodySchema = CompanyDataBodySchema;
export type CompanyInfoBody = CompanyDataBody;

/** POST /profile/change-expert-data: the company's contact person for export questions. */
export const ExpertDataBodySchema = changeOf({
  expert_name: optionalText(100),
  expert_surname: optionalText(100),
  expert_position: optionalText(150),
  expert_email: optionalEmail(),
  expert_phone_number: optionalPhone(),
});
export type ExpertDataBody = z.infer<typeof ExpertDataBodySchema>;

/** POST /profile/change-director-data. Name, surname and position count for completeness. */
export const DirectorDataBodySchema = changeOf({
  director_name: optionalText(100),
  director_surname: optionalText(100),
  director_position: optionalText(150),
  director_email: optionalEmail(),
  director_phone_number: optionalPhone(),
});
export type DirectorDataBody = z.infer<typeof DirectorDataBodySchema>;

/** POST /profile/change-vchasno-data: the e-mail of the electronic-document service. */
export const VchasnoDataBodySchema = z.strictObject({
  /** Required: '' clears it. */
  vchasno_email: z.union([z.literal(''), EmailSchema]),
});
export type VchasnoDataBody = z.infer<typeof VchasnoDataBodySchema>;

/** POST /auth/reset-password-notification: always the same answer (no account enumeration). */
export const ResetPasswordNotificationBodySchema = z.strictObject({ email: EmailSchema });
export const MessageResponseSchema = envelope(z.object({ message: z.string() }));

/** POST /auth/reset-password, with the token from the e-mailed link to /auth/create-new-password. */
export const ResetPasswordBodySchema = z
  .strictObject({
    token: z.string().min(16).max(200),
    password: PasswordSchema,
    password_confirmation: z.string().max(AUTH.passwordMaxLength),
  })
  .refine((body) => body.password === body.password_confirmation, {
    message: 'validation.password_mismatch',
    path: ['password_confirmation'],
  });
export type ResetPasswordBody = z.infer<typeof ResetPasswordBodySchema>;

/** POST /profile/security/change-password; the other sessions are revoked. */
export const ChangePasswordBodySchema = z
  .strictObject({
    current_password: z.string().min(1).max(AUTH.passwordMaxLength),
    password: PasswordSchema,
    password_confirmation: z.string().max(AUTH.passwordMaxLength),
  })
  .refine((body) => body.password === body.password_confirmation, {
    message: 'validation.password_mismatch',
    path: ['password_confirmation'],
  });
export type ChangePasswordBody = z.infer<typeof ChangePasswordBodySchema>;

/**
 * POST /profile/security/google-2fa-enable: without a code it starts enrolment and answers the
 * secret with its otpauth URL and QR code; with a code from the authenticator it turns 2FA on.
 */
export const TwoFactorEnableBodySchema = z.strictObject({ code: CodeSchema.optional() });
/** The body as the call reads it: no body at all (Fastify gives null) is the same as {}, so a bare POST starts enrolment. */
export const TwoFactorEnableRequestBodySchema = z.preprocess((body) => body ?? {}, TwoFactorEnableBodySchema);
export const TwoFactorSetupSchema = z.object({
  secret: z.string(),
  otpauth_url: z.string(),
  qr_svg: z.string().describe('An SVG image of the otpauth URL'),
});
export type TwoFactorSetup = z.infer<typeof TwoFactorSetupSchema>;
export const TwoFactorEnableResultSchema = z.union([
  z.object({ enabled: z.literal(false), setup: TwoFactorSetupSchema }),
  z.object({ enabled: z.literal(true) }),
]);
export type TwoFactorEnableResult = z.infer<typeof TwoFactorEnableResultSchema>;
export const TwoFactorEnableResponseSchema = envelope(TwoFactorEnableResultSchema);

/** POST /profile/security/google-2fa-disable: a current code proves the authenticator is at hand. */
export const TwoFactorDisableBodySchema = z.strictObject({ code: CodeSchema });

/** GET /profile/security */
export const SecuritySchema = z.object({
  google2fa_is_active: z.boolean(),
  password_changed_at: z.string().nullable(),
  /** The live sessions of the account, the current one first, then by last use. */
  sessions: z.array(
    z.object({
      id: z.string(),
      current: z.boolean(),
      created_at: z.string(),
      last_used_at: z.string(),
      user_agent: z.string().nullable(),
    }),
  ),
});
export type Security = z.infer<typeof SecuritySchema>;
export const SecurityResponseSchema = envelope(SecuritySchema);

/** Step answers refetch the profile anyway (spec §4); they carry it to save a round trip. */
export const StepResponseSchema = ProfileResponseSchema;
export { REQUIRED_REGISTRATION_STEP };
