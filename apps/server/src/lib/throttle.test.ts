import { describe, expect, it } from 'vitest';
import {
  getRetryAfterSeconds,
  recordFailure,
  THROTTLE_KEYS,
  THROTTLE_RULES,
  type ThrottleRule,
  type ThrottleState,
} from './throttle';

const MINUTE = 60_000;
const at = (ms: number) => new Date(1_800_000_000_000 + ms);

function fail(
  times: number,
  rule: ThrottleRule = THROTTLE_RULES.signInAccount,
  start?: ThrottleState,
  every = 1000,
) {
  let state = start;
  for (let i = 0; i < times; i++) state = recordFailure(state, rule, at(i * every));
  return state!;
}

describe('ARCHITECTURE §4 throttle decisions', () => {
  it('5 failures in a row lock an account for 15 minutes, so the 6th attempt is refused', () => {
    expect(fail(4).lockedUntil).toBeNull();
    const locked = fail(5);
    expect(locked.failures).toBe(5);
    expect(locked.lockedUntil?.getTime()).toBe(at(4000).getTime() + 15 * MINUTE);
    expect(getRetryAfterSeconds(locked, at(4000))).toBe(15 * 60);
    expect(getRetryAfterSeconds(locked, at(4000 + 15 * MINUTE))).toBe(0);
  });

  it('Retry-After rounds up to whole seconds and is 0 without a lock', () => {
    const locked = fail(5);
    expect(getRetryAfterSeconds(locked, new Date(locked.lockedUntil!.getTime() - 1))).toBe(1);
    expect(getRetryAfterSeconds(undefined, at(0))).toBe(0);
    expect(getRetryAfterSeconds(fail(1), at(0))).toBe(0);
  });

  it('after the lock ends the series starts afresh', () => {
    const locked = fail(5);
    const after = recordFailure(
      locked,
      THROTTLE_RULES.signInAccount,
      new Date(locked.lockedUntil!.getTime() + 1),
    );
    expect(after.failures).toBe(1);
    expect(after.lockedUntil).toBeNull();
  });

  it('20 failures within 5 minutes lock an address; spread wider they do not', () => {
    const rule = THROTTLE_RULES.signInAddress;
    expect(fail(19, rule).lockedUntil).toBeNull();
    expect(fail(20, rule).lockedUntil).not.toBeNull();
    // One failure every 20 seconds: the 5-minute window restarts before 20 accumulate.
    expect(fail(40, rule, undefined, 20_000).lockedUntil).toBeNull();
  });

  it('a failure after the window has passed starts a new series', () => {
    const state = fail(4);
    const later = recordFailure(state, THROTTLE_RULES.signInAccount, at(25 * 60 * MINUTE));
    expect(later).toEqual({ failures: 1, windowStartedAt: at(25 * 60 * MINUTE), lockedUntil: null });
  });

  it('5 wrong TOTP codes lock for 15 minutes', () => {
    expect(fail(5, THROTTLE_RULES.totp).lockedUntil?.getTime()).toBe(at(4000).getTime() + 15 * MINUTE);
  });

  it('account keys are case-insensitive e-mails, so unknown e-mails are counted like known ones', () => {
    expect(THROTTLE_KEYS.signInAccount(' Olena@Example.TEST ')).toBe('signin:account:olena@example.test');
    expect(THROTTLE_KEYS.signInAddress('203.0.113.9')).toBe('signin:address:203.0.113.9');
  });
});
