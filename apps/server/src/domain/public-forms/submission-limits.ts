import { inArray } from 'drizzle-orm';
import { authThrottles, type Database } from '@portal/db';
import { PUBLIC_FORM_LIMITS } from '@portal/contract';
import { AppError } from '../../lib/app-error';
import { getRetryAfterSeconds, type ThrottleRule } from '../../lib/throttle';
import { recordThrottleFailure } from '../throttles/record-throttle-failure';

/** The forms a guest may send, each counted on its own (decision 011). */
export type PublicForm = 'feedback' | 'importer-sale';

export type SubmissionLimit = { key: string; rule: ThrottleRule };

/**
 * Fixed windows kept in the database (like the sign-in throttles, so a restart or a second
 * instance does not reset them): the submission that reaches `max` closes the form for that
 * key for one window.
 */
const PER_ADDRESS: ThrottleRule = {
  maxFailures: PUBLIC_FORM_LIMITS.perAddress.max,
  windowMs: PUBLIC_FORM_LIMITS.perAddress.windowMs,
  lockMs: PUBLIC_FORM_LIMITS.perAddress.windowMs,
};
const PER_EMAIL: ThrottleRule = {
  maxFailures: PUBLIC_FORM_LIMITS.perEmail.max,
  windowMs: PUBLIC_FORM_LIMITS.perEmail.windowMs,
  lockMs: PUBLIC_FORM_LIMITS.perEmail.windowMs,
};

/** The counters one submission of `form` adds to: its client address and its e-mail address. */
export function getSubmissionLimits(form: PublicForm, ip: string, email: string): SubmissionLimit[] {
  return [
    { key: `${form}:address:${ip}`, rule: PER_ADDRESS },
    { key: `${form}:email:${email.trim().toLowerCase()}`, rule: PER_EMAIL },
  ];
}

/** 429 with Retry-After when a limit is used up; checked before anything is stored or sent. */
export async function assertSubmissionAllowed(options: {
  db: Database;
  limits: SubmissionLimit[];
  now?: Date;
}): Promise<void> {
  const now = options.now ?? new Date();
  const keys = options.limits.map((limit) => limit.key);
  const rows = await options.db.select().from(authThrottles).where(inArray(authThrottles.key, keys));
  const seconds = Math.max(0, ...rows.map((row) => getRetryAfterSeconds(row, now)));
  if (seconds > 0) throw createTooManySubmissionsError(seconds);
}

/**
 * Counts the submission against every limit. Two requests that passed the check at the same
 * moment are both counted under a row lock, and the one over the limit is refused here.
 */
export async function recordSubmission(options: {
  db: Database;
  limits: SubmissionLimit[];
  now?: Date;
}): Promise<void> {
  const now = options.now ?? new Date();
  for (const limit of options.limits) {
    const state = await recordThrottleFailure({ db: options.db, key: limit.key, rule: limit.rule, now });
    if (state.failures > limit.rule.maxFailures) {
      throw createTooManySubmissionsError(getRetryAfterSeconds(state, now));
    }
  }
}

function createTooManySubmissionsError(seconds: number): AppError {
  const wait = Math.max(1, seconds);
  return new AppError('too_many_requests', 'public.too_many_submissions', {
    params: { minutes: Math.max(1, Math.ceil(wait / 60)) },
    headers: { 'retry-after': String(wait) },
  });
}
