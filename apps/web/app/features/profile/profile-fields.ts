import type { Security } from '@portal/contract';
import type { FieldSpec } from '../../lib/forms/form-values';

export const EXPERT_FIELDS = {
  expert_name: 'text',
  expert_surname: 'text',
  expert_position: 'text',
  expert_email: 'text',
  expert_phone_number: 'text',
} as const satisfies FieldSpec;

export const DIRECTOR_FIELDS = {
  director_name: 'text',
  director_surname: 'text',
  director_position: 'text',
  director_email: 'text',
  director_phone_number: 'text',
} as const satisfies FieldSpec;

export const VCHASNO_FIELDS = { vchasno_email: 'text' } as const satisfies FieldSpec;

export const CHANGE_PASSWORD_FIELDS = {
  current_password: 'secret',
  password: 'secret',
  password_confirmation: 'secret',
} as const satisfies FieldSpec;

export const TWO_FACTOR_CODE_FIELDS = { code: 'secret' } as const satisfies FieldSpec;
export const NO_FIELDS = {} as const satisfies FieldSpec;

/** GET /profile/security. */
export type SecurityData = Security;
export type SecuritySession = SecurityData['sessions'][number];

/** The enrolment data of 2FA, the QR code already a data: URL for an <img>. */
export type TwoFactorEnrolment = { secret: string; qr_src: string };

/** Forms that only save: the profile is read again by the root loader afterwards. */
export type Saved = { saved: true };
