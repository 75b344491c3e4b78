import { AUTH, type MessageKey } from '@portal/contract';

/**
 * Counters kept in `auth_throttles` (ARCHITECTURE §4, decisions 009, 011 and 019), as pure
 * decisions: the domain locks the rows, asks what the next state is, and writes it back.
 *
 * An attempt is counted before it is made (decision 019): the reservation refuses a locked key
 * and otherwise counts the attempt as if it would fail (`recordFailure`), in one transaction
 * with the rows locked, so parallel requests cannot all pass a check made before any of them is
 * counted. When the attempt is over, `getSettlement` says what becomes of each reservation:
 * kept, given back (`releaseFailure`) or cleared with its whole series.
 */
export type ThrottleRule = {
  /** The attempt that reaches this count locks the key. */
  maxFailures: number;
  /** Attempts older than this (from the first of the series) are forgotten. */
  windowMs: number;
  lockMs: number;
  /**
   * What the counter counts, and so what becomes of a reservation once the attempt is over:
   * - `failures_in_a_row`: a failure stays counted; a success ends the series (the key is cleared).
   * - `failures`: a failure stays counted; a success is given back (a shared key, e.g. an
   *   office's address, is not used up by people who sign in correctly).
   * - `successes`: what was done stays counted (an account made, a form sent); a refusal is given back.
   * - `requests`: every request stays counted.
   */
  counts: 'failures_in_a_row' | 'failures' | 'successes' | 'requests';
  /** The 429's message while the key is locked (`{minutes}` is the wait). */
  refusal: MessageKey;
};

export type ThrottleState = {
  failures: number;
  windowStartedAt: Date;
  lockedUntil: Date | null;
};

const MINUTE = 60_000;
/** "In a row" needs a memory: a series of failures without a success within a day. */
const IN_A_ROW_MEMORY_MS = 24 * 60 * MINUTE;

export const THROTTLE_RULES = {
  /** The 6th failed sign-in in a row for an account answers 429 for 15 minutes. */
  signInAccount: {
    maxFailures: AUTH.accountFailuresBeforeLock,
    windowMs: IN_A_ROW_MEMORY_MS,
    lockMs: AUTH.accountLockMinutes * MINUTE,
    counts: 'failures_in_a_row',
    refusal: 'auth.too_many_attempts',
  },
  /** 20 failures in 5 minutes from one address answer 429 for 15 minutes. */
  signInAddress: {
    maxFailures: AUTH.addressFailuresInWindow,
    windowMs: AUTH.addressWindowMinutes * MINUTE,
    lockMs: AUTH.addressLockMinutes * MINUTE,
    counts: 'failures',
    refusal: 'auth.too_many_attempts',
  },
  /** 5 wrong TOTP codes lock the step for 15 minutes. */
  totp: {
    maxFailures: AUTH.totpMaxFailures,
    windowMs: IN_A_ROW_MEMORY_MS,
    lockMs: AUTH.totpLockMinutes * MINUTE,
    counts: 'failures_in_a_row',
    refusal: 'auth.too_many_attempts',
  },
  /** Guessing the current password with a stolen session is limited like signing in. */
  currentPassword: {
    maxFailures: AUTH.accountFailuresBeforeLock,
    windowMs: IN_A_ROW_MEMORY_MS,
    lockMs: AUTH.accountLockMinutes * MINUTE,
    counts: 'failures_in_a_row',
    refusal: 'auth.too_many_attempts',
  },
  /** Reset requests from one address (each request counts), so nobody floods mailboxes. */
  passwordResetAddress: {
    maxFailures: 10,
    windowMs: 15 * MINUTE,
    lockMs: 15 * MINUTE,
    counts: 'requests',
    refusal: 'auth.too_many_attempts',
  },
  /** Registrations refused as "e-mail taken" from one address: slows probing for accounts. */
  registerAddress: {
    maxFailures: AUTH.addressFailuresInWindow,
    windowMs: AUTH.addressWindowMinutes * MINUTE,
    lockMs: AUTH.addressLockMinutes * MINUTE,
    counts: 'failures',
    refusal: 'auth.too_many_attempts',
  },
  /**
   * New accounts from one address (decision 019): the 10th in an hour closes registration for
   * that address for an hour. A fixed window, like the public forms.
   */
  newAccountAddress: {
    maxFailures: AUTH.newAccountsPerAddress,
    windowMs: AUTH.newAccountsWindowMinutes * MINUTE,
    lockMs: AUTH.newAccountsWindowMinutes * MINUTE,
    counts: 'successes',
    refusal: 'auth.too_many_registrations',
  },
  /**
   * Issue 24 §6: 20 payment callbacks refused as untrustworthy (forged, another shop's key, not
   * LiqPay's data) from one address in 10 minutes answer 429 for 15 minutes; a verified callback
   * gives its attempt back, so the provider's own are never limited.
   */
  paymentCallbackAddress: {
    maxFailures: 20,
    windowMs: 10 * MINUTE,
    lockMs: 15 * MINUTE,
    counts: 'failures',
    refusal: 'error.too_many_requests',
  },
  /** Issue 28 §2: a company asks for its reports' statuses at most once a minute. */
  reportRefreshCompany: {
    maxFailures: 1,
    windowMs: MINUTE,
    lockMs: MINUTE,
    counts: 'requests',
    refusal: 'infoproff.refresh_too_soon',
  },
} as const satisfies Record<string, ThrottleRule>;

export type ThrottleRuleName = keyof typeof THROTTLE_RULES;

/** One counter an attempt is counted against: its key and its rule. */
export type ThrottleLimit = { key: string; rule: ThrottleRule };

/** Seconds until the key is unlocked, 0 when it is not locked. */
export function getRetryAfterSeconds(state: ThrottleState | undefined, now: Date): number {
  if (!state?.lockedUntil) return 0;
  const ms = state.lockedUntil.getTime() - now.getTime();
  return ms > 0 ? Math.ceil(ms / 1000) : 0;
}

/**
 * The state after one more failure. A series starts afresh when there is none (no row, or
 * nothing left after reservations were given back), its window has passed or its lock has
 * ended; the failure that reaches `maxFailures` locks the key for `lockMs`.
 */
export function recordFailure(
  state: ThrottleState | undefined,
  rule: ThrottleRule,
  now: Date,
): ThrottleState {
  const lockEnded = state?.lockedUntil != null && state.lockedUntil.getTime() <= now.getTime();
  const windowPassed = state != null && now.getTime() - state.windowStartedAt.getTime() >= rule.windowMs;
  const base =
    !state || state.failures <= 0 || lockEnded || windowPassed
      ? { failures: 0, windowStartedAt: now, lockedUntil: null }
      : state;
  const failures = base.failures + 1;
  return {
    failures,
    windowStartedAt: base.windowStartedAt,
    lockedUntil: failures >= rule.maxFailures ? new Date(now.getTime() + rule.lockMs) : base.lockedUntil,
  };
}

export type ReservationDecision =
  | { refused: false; next: ThrottleState[] }
  | { refused: true; retryAfterSeconds: number; refusal: MessageKey };

/**
 * Reserving one attempt against several counters at once: refused, with nothing counted, when
 * any of them is locked (the longest wait and its message win); otherwise each counts the
 * attempt as a failure (`recordFailure`). `next` follows the order of `counters`.
 */
export function decideReservation(
  counters: { rule: ThrottleRule; state: ThrottleState | undefined }[],
  now: Date,
): ReservationDecision {
  let refused: { retryAfterSeconds: number; refusal: MessageKey } | undefined;
  for (const { rule, state } of counters) {
    const seconds = getRetryAfterSeconds(state, now);
    if (seconds > (refused?.retryAfterSeconds ?? 0)) {
      refused = { retryAfterSeconds: seconds, refusal: rule.refusal };
    }
  }
  if (refused) return { refused: true, ...refused };
  return { refused: false, next: counters.map(({ rule, state }) => recordFailure(state, rule, now)) };
}

export type AttemptOutcome = 'success' | 'failure';
export type Settlement = 'keep' | 'give_back' | 'clear';

/** What becomes of a reservation under `rule` once the attempt is over (see `ThrottleRule.counts`). */
export function getSettlement(rule: ThrottleRule, outcome: AttemptOutcome): Settlement {
  switch (rule.counts) {
    case 'failures_in_a_row':
      return outcome === 'success' ? 'clear' : 'keep';
    case 'failures':
      return outcome === 'success' ? 'give_back' : 'keep';
    case 'successes':
      return outcome === 'success' ? 'keep' : 'give_back';
    case 'requests':
      return 'keep';
  }
}

/**
 * The state after a reservation made at `reservedAt` is given back: one attempt less, and the
 * lock lifted when the count falls below `maxFailures` again (the lock was that reservation's,
 * or one taken while it was in flight). A series that began after the reservation no longer
 * holds it, and is left as it is.
 */
export function releaseFailure(state: ThrottleState, rule: ThrottleRule, reservedAt: Date): ThrottleState {
  if (state.failures <= 0 || state.windowStartedAt.getTime() > reservedAt.getTime()) return state;
  const failures = state.failures - 1;
  return {
    failures,
    windowStartedAt: state.windowStartedAt,
    lockedUntil: failures < rule.maxFailures ? null : state.lockedUntil,
  };
}

/** Keys of the counters, one place so that every caller counts the same thing. */
export const THROTTLE_KEYS = {
  signInAccount: (email: string) => `signin:account:${email.trim().toLowerCase()}`,
  signInAddress: (ip: string) => `signin:address:${ip}`,
  totp: (userId: string) => `totp:${userId}`,
  currentPassword: (userId: string) => `password:${userId}`,
  passwordResetAddress: (ip: string) => `reset:address:${ip}`,
  registerAddress: (ip: string) => `register:address:${ip}`,
  newAccountAddress: (ip: string) => `register:accounts:${ip}`,
  paymentCallbackAddress: (ip: string) => `payments:callback:${ip}`,
  reportRefreshCompany: (companyId: string) => `reports:refresh:${companyId}`,
};
