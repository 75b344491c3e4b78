import { AUTH } from '@portal/contract';

/**
 * Failure counters kept in `auth_throttles` (ARCHITECTURE §4), as pure decisions: the domain
 * reads a row, asks what the next state is, and writes it back.
 */
export type ThrottleRule = {
  /** The failure that reaches this count locks the key. */
  maxFailures: number;
  /** Failures older than this (from the first of the series) are forgotten. */
  windowMs: number;
  lockMs: number;
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
  },
  /** 20 failures in 5 minutes from one address answer 429 for 15 minutes. */
  signInAddress: {
    maxFailures: AUTH.addressFailuresInWindow,
    windowMs: AUTH.addressWindowMinutes * MINUTE,
    lockMs: AUTH.addressLockMinutes * MINUTE,
  },
  /** 5 wrong TOTP codes lock the step for 15 minutes. */
  totp: {
    maxFailures: AUTH.totpMaxFailures,
    windowMs: IN_A_ROW_MEMORY_MS,
    lockMs: AUTH.totpLockMinutes * MINUTE,
  },
  /** Guessing the current password with a stolen session is limited like signing in. */
  currentPassword: {
    maxFailures: AUTH.accountFailuresBeforeLock,
    windowMs: IN_A_ROW_MEMORY_MS,
    lockMs: AUTH.accountLockMinutes * MINUTE,
  },
  /** Reset requests from one address (each request counts), so nobody floods mailboxes. */
  passwordResetAddress: { maxFailures: 10, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE },
  /** Registrations refused as "e-mail taken" from one address: slows probing for accounts. */
  registerAddress: {
    maxFailures: AUTH.addressFailuresInWindow,
    windowMs: AUTH.addressWindowMinutes * MINUTE,
    lockMs: AUTH.addressLockMinutes * MINUTE,
  },
} as const satisfies Record<string, ThrottleRule>;

export type ThrottleRuleName = keyof typeof THROTTLE_RULES;

/** Seconds until the key is unlocked, 0 when it is not locked. */
export function getRetryAfterSeconds(state: ThrottleState | undefined, now: Date): number {
  if (!state?.lockedUntil) return 0;
  const ms = state.lockedUntil.getTime() - now.getTime();
  return ms > 0 ? Math.ceil(ms / 1000) : 0;
}

/**
 * The state after one more failure. A series starts afresh when its window has passed or its
 * lock has ended; the failure that reaches `maxFailures` locks the key for `lockMs`.
 */
export function recordFailure(
  state: ThrottleState | undefined,
  rule: ThrottleRule,
  now: Date,
): ThrottleState {
  const lockEnded = state?.lockedUntil != null && state.lockedUntil.getTime() <= now.getTime();
  const windowPassed = state != null && now.getTime() - state.windowStartedAt.getTime() >= rule.windowMs;
  const base =
    !state || lockEnded || windowPassed ? { failures: 0, windowStartedAt: now, lockedUntil: null } : state;
  const failures = base.failures + 1;
  return {
    failures,
    windowStartedAt: base.windowStartedAt,
    lockedUntil: failures >= rule.maxFailures ? new Date(now.getTime() + rule.lockMs) : base.lockedUntil,
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
};
