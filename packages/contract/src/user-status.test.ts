import { describe, expect, it } from 'vitest';
import {
  getCompanyState,
  getUserStatus,
  getVerificationIndicator,
  type VerificationFlags,
} from './user-status';

function flags(is_banned: boolean, is_denied: boolean, is_approved: boolean): VerificationFlags {
  return { is_banned, is_denied, is_approved };
}

describe('spec §4 user status: banned, otherwise denied, otherwise approved', () => {
  it.each([
    [flags(true, true, true), 'banned'],
    [flags(true, false, false), 'banned'],
    [flags(true, true, false), 'banned'],
    [flags(false, true, true), 'denied'],
    [flags(false, true, false), 'denied'],
    [flags(false, false, true), 'approved'],
    // "Otherwise approved": the status does not look at is_approved.
    [flags(false, false, false), 'approved'],
  ])('%o → %s', (input, expected) => {
    expect(getUserStatus(input)).toBe(expected);
  });
});

describe('spec §4 verification indicator: 1 red when denied (checked first), 0 green when approved, 2 grey', () => {
  it.each([
    [flags(false, true, true), 1],
    [flags(false, true, false), 1],
    [flags(true, true, true), 1],
    [flags(false, false, true), 0],
    [flags(true, false, true), 0],
    [flags(false, false, false), 2],
    // Being banned is not one of the indicator's rules.
    [flags(true, false, false), 2],
  ])('%o → %i', (input, expected) => {
    expect(getVerificationIndicator(input)).toBe(expected);
  });
});

describe('issue 25 §3 company state: banned, unfinished registration, denied, approved, otherwise pending', () => {
  it.each([
    [{ ...flags(true, true, true), registration_step: 5 }, 'banned'],
    [{ ...flags(true, false, false), registration_step: 2 }, 'banned'],
    [{ ...flags(false, false, false), registration_step: 4 }, 'unfinished'],
    [{ ...flags(false, true, false), registration_step: 3 }, 'unfinished'],
    [{ ...flags(false, true, true), registration_step: 5 }, 'denied'],
    [{ ...flags(false, true, false), registration_step: 5 }, 'denied'],
    [{ ...flags(false, false, true), registration_step: 5 }, 'approved'],
    [{ ...flags(false, false, false), registration_step: 5 }, 'pending'],
    [{ ...flags(false, false, false), registration_step: 6 }, 'pending'],
  ])('%o → %s', (input, expected) => {
    expect(getCompanyState(input)).toBe(expected);
  });
});
