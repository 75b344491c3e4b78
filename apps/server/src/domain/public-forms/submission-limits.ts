import { PUBLIC_FORM_LIMITS } from '@portal/contract';
import type { ThrottleLimit, ThrottleRule } from '../../lib/throttle';

/** The forms a guest may send, each counted on its own (decision 011). */
export type PublicForm = 'feedback' | 'importer-sale';

/**
 * Fixed windows kept in the database (like the sign-in throttles, so a restart or a second
 * instance does not reset them): the submission that reaches `max` closes the form for that
 * key for one window. Accepted submissions count; one refused as bad input is given back.
 */
const PER_ADDRESS: ThrottleRule = {
  maxFailures: PUBLIC_FORM_LIMITS.perAddress.max,
  windowMs: PUBLIC_FORM_LIMITS.perAddress.windowMs,
  lockMs: PUBLIC_FORM_LIMITS.perAddress.windowMs,
  counts: 'successes',
  refusal: 'public.too_many_submissions',
};
const PER_EMAIL: ThrottleRule = {
  maxFailures: PUBLIC_FORM_LIMITS.perEmail.max,
  windowMs: PUBLIC_FORM_LIMITS.perEmail.windowMs,
  lockMs: PUBLIC_FORM_LIMITS.perEmail.windowMs,
  counts: 'successes',
  refusal: 'public.too_many_submissions',
};

/**
 * The counters one submission of `form` adds to: its client address and its e-mail address.
 * Reserved together with `reserveAttempt` before anything is stored or sent (decision 019).
 */
export function getSubmissionLimits(form: PublicForm, ip: string, email: string): ThrottleLimit[] {
  return [
    { key: `${form}:address:${ip}`, rule: PER_ADDRESS },
    { key: `${form}:email:${email.trim().toLowerCase()}`, rule: PER_EMAIL },
  ];
}
