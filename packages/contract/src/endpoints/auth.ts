import {
  CodeSentResponseSchema,
  CompanyInfoBodySchema,
  LoginBodySchema,
  MainInfoBodySchema,
  MessageResponseSchema,
  RegisterBodySchema,
  ResetPasswordBodySchema,
  ResetPasswordNotificationBodySchema,
  SignInResponseSchema,
  StepResponseSchema,
  SubmitCodeBodySchema,
  TwoFactorAuthBodySchema,
  VerificationPhoneBodySchema,
  type LoginBody,
  type RegisterBody,
  type ResetPasswordBody,
  type TwoFactorAuthBody,
  type VerificationPhoneBody,
} from '../api/auth';
import { endpoint } from '../endpoint';
import { EXAMPLE_CODE, EXAMPLE_COMPANY, EXAMPLE_MAIN_INFO, EXAMPLE_PASSWORD } from './examples';

const tags = ['auth'] as const;

// ─── Registration in five steps, in order (spec §4, §7); each step answers the whole profile ──

export const registerAccount = endpoint({
  operationId: 'registerAccount',
  method: 'POST',
  path: '/auth/register',
  access: 'public',
  errors: [409, 429],
  tags,
  summary: 'Step 1: create the account (e-mail, password, consent) and sign in',
  description:
    'Answers the session token and sets the `token` cookie. 409 `auth.email_taken` when the e-mail has an account.',
  body: RegisterBodySchema,
  response: SignInResponseSchema,
  example: {
    email: 'olena.kovalenko@zelena-hora.example',
    password: EXAMPLE_PASSWORD,
    password_confirmation: EXAMPLE_PASSWORD,
    accept_terms: true,
  } satisfies RegisterBody,
});

export const sendEmailVerificationCode = endpoint({
  operationId: 'sendEmailVerificationCode',
  method: 'POST',
  path: '/auth/verification-email',
  access: 'session',
  errors: [409, 429],
  tags,
  summary: 'Step 2: send a 6-digit code to the account’s e-mail (10 minutes; 3 sends per 15 minutes)',
  response: CodeSentResponseSchema,
});

export const submitEmailVerificationCode = endpoint({
  operationId: 'submitEmailVerificationCode',
  method: 'POST',
  path: '/auth/submit-verification-email',
  access: 'session',
  errors: [409],
  tags,
  summary: 'Step 2: confirm the e-mail code (registration_step 1 → 2)',
  body: SubmitCodeBodySchema,
  response: StepResponseSchema,
  example: EXAMPLE_CODE,
});

export const sendPhoneVerificationCode = endpoint({
  operationId: 'sendPhoneVerificationCode',
  method: 'POST',
  path: '/auth/verification-phone',
  access: 'session',
  errors: [409, 429],
  tags,
  summary: 'Step 3: keep the phone number (E.164) and send it an SMS code',
  body: VerificationPhoneBodySchema,
  response: CodeSentResponseSchema,
  example: { phone: '+380671112233' } satisfies VerificationPhoneBody,
});

export const submitPhoneVerificationCode = endpoint({
  operationId: 'submitPhoneVerificationCode',
  method: 'POST',
  path: '/auth/submit-verification-phone',
  access: 'session',
  errors: [409],
  tags,
  summary: 'Step 3: confirm the SMS code (registration_step 2 → 3)',
  body: SubmitCodeBodySchema,
  response: StepResponseSchema,
  example: EXAMPLE_CODE,
});

export const submitRegistrationMainInfo = endpoint({
  operationId: 'submitRegistrationMainInfo',
  method: 'POST',
  path: '/auth/submit-user-main-info',
  access: 'session',
  errors: [409],
  tags,
  summary: 'Step 4: the person’s name, surname, patronymic and position (registration_step 3 → 4)',
  body: MainInfoBodySchema,
  response: StepResponseSchema,
  example: EXAMPLE_MAIN_INFO,
});

export const submitRegistrationCompanyInfo = endpoint({
  operationId: 'submitRegistrationCompanyInfo',
  method: 'POST',
  path: '/auth/submit-user-company-info',
  access: 'session',
  errors: [409],
  tags,
  summary: 'Step 5: the company, spec §3 companyInfo (registration_step 4 → 5, registration complete)',
  body: CompanyInfoBodySchema,
  response: StepResponseSchema,
  example: EXAMPLE_COMPANY,
});

// ─── Sign-in, the TOTP second step, and logout (spec §6, §7; ARCHITECTURE §4) ──────────────

export const signInWithPassword = endpoint({
  operationId: 'signInWithPassword',
  method: 'POST',
  path: '/auth/login',
  access: 'public',
  errors: [401, 403, 429],
  tags,
  summary: 'Sign in with e-mail and password',
  description:
    'Sets the `token` cookie and answers the token, or answers `requires_2fa` with a 5-minute challenge for /auth/google-2fa-auth. ' +
    'Wrong e-mail or password: 401 `auth.invalid_credentials`; banned: 403 `auth.banned`; ' +
    'the 6th failure in a row for an e-mail, or 20 failures in 5 minutes from an address: 429 with Retry-After.',
  body: LoginBodySchema,
  response: SignInResponseSchema,
  example: { email: 'olena.kovalenko@zelena-hora.example', password: EXAMPLE_PASSWORD } satisfies LoginBody,
});

export const signInWithTwoFactorCode = endpoint({
  operationId: 'signInWithTwoFactorCode',
  method: 'POST',
  path: '/auth/google-2fa-auth',
  access: 'public',
  errors: [401, 403, 429],
  tags,
  summary: 'Second sign-in step: the challenge and a code from the authenticator app',
  description:
    'Wrong or reused code: 422 `auth.totp_invalid` on `code`; 5 wrong codes lock for 15 minutes (429). ' +
    'Unknown, used or expired challenge: 401 `auth.two_factor_expired`.',
  body: TwoFactorAuthBodySchema,
  response: SignInResponseSchema,
  example: { challenge: 'c2lnbi1pbi1jaGFsbGVuZ2UtZXhhbXBsZQ', code: '123456' } satisfies TwoFactorAuthBody,
});

export const signOutSession = endpoint({
  operationId: 'signOutSession',
  method: 'POST',
  path: '/auth/logout',
  access: 'identified',
  tags,
  summary: 'Sign out: revoke the session and remove the cookie (answers 200 without a session too)',
  response: MessageResponseSchema,
});

// ─── Forgotten password (issue 3): a one-time link by e-mail, then the new password ────────

export const requestPasswordReset = endpoint({
  operationId: 'requestPasswordReset',
  method: 'POST',
  path: '/auth/reset-password-notification',
  access: 'public',
  errors: [429],
  tags,
  summary: 'E-mail a one-time link (60 minutes) to set a new password',
  description:
    'Always the same answer, whether or not the e-mail has an account. Too many requests from one address: 429.',
  body: ResetPasswordNotificationBodySchema,
  response: MessageResponseSchema,
  example: { email: 'olena.kovalenko@zelena-hora.example' },
});

export const resetPassword = endpoint({
  operationId: 'resetPassword',
  method: 'POST',
  path: '/auth/reset-password',
  access: 'public',
  tags,
  summary: 'Set a new password with the e-mailed token; every session of the account is revoked',
  description: 'An unknown, expired or used token: 422 `auth.reset_token_invalid` on `token`.',
  body: ResetPasswordBodySchema,
  response: MessageResponseSchema,
  example: {
    token: 'cmVzZXQtdG9rZW4tZXhhbXBsZS0wMDAx',
    password: EXAMPLE_PASSWORD,
    password_confirmation: EXAMPLE_PASSWORD,
  } satisfies ResetPasswordBody,
});
