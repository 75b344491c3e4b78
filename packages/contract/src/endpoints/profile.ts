import {
  ChangePasswordBodySchema,
  CompanyDataBodySchema,
  DirectorDataBodySchema,
  ExpertDataBodySchema,
  MainInfoBodySchema,
  MessageResponseSchema,
  SecurityResponseSchema,
  TwoFactorDisableBodySchema,
  TwoFactorEnableRequestBodySchema,
  TwoFactorEnableResponseSchema,
  VchasnoDataBodySchema,
  type ChangePasswordBody,
  type CompanyDataBody,
  type DirectorDataBody,
  type ExpertDataBody,
  type VchasnoDataBody,
} from '../api/auth';
import { ProfileResponseSchema, ResubmitVerificationBodySchema } from '../api/profile';
import { endpoint } from '../endpoint';
import { EXAMPLE_COMPANY, EXAMPLE_MAIN_INFO } from './examples';

const tags = ['profile'] as const;

// ─── The personal cabinet (spec §3, §7): the profile and its changes; each change answers the profile ──

const CHANGE_NOTE =
  'Needs a finished registration (409 `auth.wrong_step` before step 5). Answers the updated profile.';

export const getProfile = endpoint({
  operationId: 'getProfile',
  method: 'GET',
  path: '/profile',
  access: 'session',
  tags,
  summary: 'The signed-in user with every field of spec §3',
  response: ProfileResponseSchema,
});

export const updateProfileMainData = endpoint({
  operationId: 'updateProfileMainData',
  method: 'POST',
  path: '/profile/change-main-data',
  access: 'session',
  errors: [409],
  tags,
  summary: 'Change the personal data (main_info)',
  description: CHANGE_NOTE,
  body: MainInfoBodySchema,
  response: ProfileResponseSchema,
  example: EXAMPLE_MAIN_INFO,
});

export const updateProfileCompanyData = endpoint({
  operationId: 'updateProfileCompanyData',
  method: 'POST',
  path: '/profile/change-company-data',
  access: 'session',
  errors: [409],
  tags,
  summary: 'Change the company data',
  description: CHANGE_NOTE,
  body: CompanyDataBodySchema,
  response: ProfileResponseSchema,
  example: EXAMPLE_COMPANY satisfies CompanyDataBody,
});

export const updateProfileExpertData = endpoint({
  operationId: 'updateProfileExpertData',
  method: 'POST',
  path: '/profile/change-expert-data',
  access: 'session',
  errors: [409],
  tags,
  summary: 'Change the export contact person',
  description: CHANGE_NOTE,
  body: ExpertDataBodySchema,
  response: ProfileResponseSchema,
  example: {
    expert_name: 'Андрій',
    expert_surname: 'Мельник',
    expert_position: 'Менеджер з експорту',
    expert_email: 'export@zelena-hora.example',
    expert_phone_number: '+380671112233',
  } satisfies ExpertDataBody,
});

export const updateProfileDirectorData = endpoint({
  operationId: 'updateProfileDirectorData',
  method: 'POST',
  path: '/profile/change-director-data',
  access: 'session',
  errors: [409],
  tags,
  summary: 'Change the director',
  description: CHANGE_NOTE,
  body: DirectorDataBodySchema,
  response: ProfileResponseSchema,
  example: {
    director_name: 'Олена',
    director_surname: 'Коваленко',
    director_position: 'Директорка',
    director_email: 'director@zelena-hora.example',
    director_phone_number: '+380501234567',
  } satisfies DirectorDataBody,
});

export const updateProfileVchasnoData = endpoint({
  operationId: 'updateProfileVchasnoData',
  method: 'POST',
  path: '/profile/change-vchasno-data',
  access: 'session',
  errors: [409],
  tags,
  summary: 'Change the e-mail of the electronic-document service',
  description: CHANGE_NOTE,
  body: VchasnoDataBodySchema,
  response: ProfileResponseSchema,
  example: { vchasno_email: 'edo@zelena-hora.example' } satisfies VchasnoDataBody,
});

export const resubmitCompanyVerification = endpoint({
  operationId: 'resubmitCompanyVerification',
  method: 'POST',
  path: '/profile/resubmit-verification',
  access: 'session',
  errors: [409],
  tags,
  summary: 'Submit a denied company for verification again, after correcting its data',
  description:
    'Issue 25 §1 (decision 038): a denied company goes back to the managers’ queue (awaiting ' +
    'verification); the earlier decisions and their reasons stay in its history. The office is ' +
    'told by e-mail, the exporter in the portal. 409 `profile.not_denied` when the company is not ' +
    'denied (awaiting verification, approved or banned); 409 `auth.wrong_step` before step 5. ' +
    'Answers the updated profile.',
  body: ResubmitVerificationBodySchema,
  response: ProfileResponseSchema,
  example: {},
});

// ─── Security settings of the cabinet (spec §7; ARCHITECTURE §4): password, 2FA, sessions ──

export const getProfileSecurity = endpoint({
  operationId: 'getProfileSecurity',
  method: 'GET',
  path: '/profile/security',
  access: 'session',
  tags,
  summary: 'Two-factor state, last password change and the live sessions',
  response: SecurityResponseSchema,
});

export const changePassword = endpoint({
  operationId: 'changePassword',
  method: 'POST',
  path: '/profile/security/change-password',
  access: 'session',
  errors: [429],
  tags,
  summary: 'Change the password; every other session is revoked, this one stays',
  description: 'Wrong current password: 422 `auth.current_password_wrong` on `current_password`.',
  body: ChangePasswordBodySchema,
  response: MessageResponseSchema,
  example: {
    current_password: 'Zelena-Hora-7',
    password: 'Sosnova-Hora-8',
    password_confirmation: 'Sosnova-Hora-8',
  } satisfies ChangePasswordBody,
});

export const enableTwoFactor = endpoint({
  operationId: 'enableTwoFactor',
  method: 'POST',
  path: '/profile/security/google-2fa-enable',
  access: 'session',
  errors: [409, 429],
  tags,
  summary: 'Without a code: start enrolment (secret, otpauth URL, SVG QR code). With a code: turn 2FA on',
  description:
    'Wrong code: 422 `auth.totp_invalid` on `code`; no enrolment started: 409 `auth.totp_not_started`; already on: 409.',
  // No body at all is the same as {}: a bare POST starts enrolment.
  body: TwoFactorEnableRequestBodySchema,
  response: TwoFactorEnableResponseSchema,
  example: {},
});

export const disableTwoFactor = endpoint({
  operationId: 'disableTwoFactor',
  method: 'POST',
  path: '/profile/security/google-2fa-disable',
  access: 'session',
  errors: [409, 429],
  tags,
  summary: 'Turn 2FA off with a current code from the authenticator',
  body: TwoFactorDisableBodySchema,
  response: MessageResponseSchema,
  example: { code: '123456' },
});
