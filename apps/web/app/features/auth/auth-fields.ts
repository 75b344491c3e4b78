import type { EndpointData, endpoints } from '@portal/contract';
import type { FieldSpec } from '../../lib/forms/form-values';

export const LOGIN_FIELDS = { email: 'text', password: 'secret' } as const satisfies FieldSpec;
export const TWO_FACTOR_FIELDS = { challenge: 'hidden', code: 'secret' } as const satisfies FieldSpec;
export const REGISTER_FIELDS = {
  email: 'text',
  password: 'secret',
  password_confirmation: 'secret',
  accept_terms: 'checkbox',
} as const satisfies FieldSpec;
export const CODE_FIELDS = { code: 'secret' } as const satisfies FieldSpec;
export const NO_FIELDS = {} as const satisfies FieldSpec;
export const PHONE_FIELDS = { phone: 'text' } as const satisfies FieldSpec;
export const FORGOT_PASSWORD_FIELDS = { email: 'text' } as const satisfies FieldSpec;
export const RESET_PASSWORD_FIELDS = {
  token: 'hidden',
  password: 'secret',
  password_confirmation: 'secret',
} as const satisfies FieldSpec;

/** What the code-sending calls answer. */
export type { CodeSent } from '@portal/contract';

/** What the password step answers when the authenticator code is needed: its challenge. */
export type LoginData = Pick<
  Extract<EndpointData<typeof endpoints.signInWithPassword>, { requires_2fa: true }>,
  'challenge'
>;

/** Calls that answer a message to show (the password reset calls). */
export type MessageData =
  EndpointData<typeof endpoints.requestPasswordReset> | EndpointData<typeof endpoints.resetPassword>;
