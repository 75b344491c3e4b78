import { describe, expect, it } from 'vitest';
import {
  decideReservation,
  getRetryAfterSeconds,
  getSettlement,
  recordFailure,
  releaseFailure,
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

  it('a series with nothing left in it (all given back) starts afresh at the next failure', () => {
    const empty: ThrottleState = { failures: 0, windowStartedAt: at(0), lockedUntil: null };
    expect(recordFailure(empty, THROTTLE_RULES.signInAddress, at(4 * MINUTE))).toEqual({
      failures: 1,
      windowStartedAt: at(4 * MINUTE),
      lockedUntil: null,
    });
  });

  it('decision 019: 10 new accounts per address in an hour, then the address waits out the hour', () => {
    const rule = THROTTLE_RULES.newAccountAddress;
    expect(fail(9, rule).lockedUntil).toBeNull();
    expect(fail(10, rule).lockedUntil?.getTime()).toBe(at(9000).getTime() + 60 * MINUTE);
    expect(THROTTLE_KEYS.newAccountAddress('203.0.113.9')).toBe('register:accounts:203.0.113.9');
  });
});

describe('decision 019: attempts are reserved before they are made', () => {
  const account = THROTTLE_RULES.signInAccount;
  const address = THROTTLE_RULES.signInAddress;

  it('a reservation counts the attempt on every key, as a failure would', () => {
    const decision = decideReservation(
      [
        { rule: account, state: fail(4) },
        { rule: address, state: undefined },
      ],
      at(10_000),
    );
    expect(decision).toEqual({
      refused: false,
      next: [recordFailure(fail(4), account, at(10_000)), recordFailure(undefined, address, at(10_000))],
    });
    // The reservation that reaches the limit locks the key for whoever comes next.
    expect(decision.refused === false && decision.next[0]!.lockedUntil).not.toBeNull();
  });

  it('any locked key refuses the whole reservation, with the longest wait and its message', () => {
    const lockedAccount = fail(5);
    const decision = decideReservation(
      [
        { rule: account, state: lockedAccount },
        { rule: THROTTLE_RULES.newAccountAddress, state: fail(10, THROTTLE_RULES.newAccountAddress) },
      ],
      at(10_000),
    );
    expect(decision).toEqual({
      refused: true,
      retryAfterSeconds: getRetryAfterSeconds(fail(10, THROTTLE_RULES.newAccountAddress), at(10_000)),
      refusal: 'auth.too_many_registrations',
    });
    // A lock that has ended refuses nothing: the series starts afresh.
    const later = new Date(lockedAccount.lockedUntil!.getTime() + 1);
    expect(decideReservation([{ rule: account, state: lockedAccount }], later)).toEqual({
      refused: false,
      next: [{ failures: 1, windowStartedAt: later, lockedUntil: null }],
    });
  });

  it('the outcome settles each reservation by what its rule counts', () => {
    expect(getSettlement(account, 'failure')).toBe('keep');
    expect(getSettlement(account, 'success')).toBe('clear');
    expect(getSettlement(address, 'failure')).toBe('keep');
    expect(getSettlement(address, 'success')).toBe('give_back');
    expect(getSettlement(THROTTLE_RULES.newAccountAddress, 'success')).toBe('keep');
    expect(getSettlement(THROTTLE_RULES.newAccountAddress, 'failure')).toBe('give_back');
    expect(getSettlement(THROTTLE_RULES.passwordResetAddress, 'success')).toBe('keep');
    expect(getSettlement(THROTTLE_RULES.passwordResetAddress, 'failure')).toBe('keep');
  });

  it('a reservation given back takes one attempt off and lifts the lock it brought', () => {
    const reservedAt = at(19_000);
    const locked = fail(20, address);
    expect(locked.lockedUntil).not.toBeNull();
    expect(releaseFailure(locked, address, reservedAt)).toEqual({
      failures: 19,
      windowStartedAt: at(0),
      lockedUntil: null,
    });
    // Twenty in an office, each given back, leave the address as it was.
    let state = locked;
    for (let i = 0; i < 20; i++) state = releaseFailure(state, address, reservedAt);
    expect(state.failures).toBe(0);
    expect(releaseFailure(state, address, reservedAt)).toEqual(state);
  });

  it('a reservation of an earlier series gives nothing back from a later one', () => {
    const later = fail(3, address, undefined, 1000);
    const shifted: ThrottleState = { ...later, windowStartedAt: at(60_000) };
    expect(releaseFailure(shifted, address, at(30_000))).toEqual(shifted);
  });
});
