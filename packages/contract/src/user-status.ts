import { REQUIRED_REGISTRATION_STEP } from './constants';

/** The flags of a profile that decide its status (spec §3, §4). */
export type VerificationFlags = {
  is_banned: boolean;
  is_denied: boolean;
  is_approved: boolean;
};

export type UserStatus = 'banned' | 'denied' | 'approved';

/** Spec §4: banned if is_banned, otherwise denied if is_denied, otherwise approved. */
export function getUserStatus(flags: VerificationFlags): UserStatus {
  if (flags.is_banned) return 'banned';
  if (flags.is_denied) return 'denied';
  return 'approved';
}

/** Quick-menu indicator (spec §4): 1 red when denied (checked first), 0 green when approved, 2 grey otherwise. */
export type VerificationIndicator = 0 | 1 | 2;

export function getVerificationIndicator(flags: VerificationFlags): VerificationIndicator {
  if (flags.is_denied) return 1;
  if (flags.is_approved) return 0;
  return 2;
}

/**
 * Who may file export applications and market-analysis requests (spec §2 guard, decision
 * 014): an exporter whose registration is finished and whose company a manager approved,
 * and who is neither denied nor banned.
 */
export function canFileRequests(
  profile: VerificationFlags & { registration_step: number; role?: string },
): boolean {
  return (
    (profile.role === undefined || profile.role === 'exporter') &&
    profile.registration_step >= REQUIRED_REGISTRATION_STEP &&
    profile.is_approved &&
    !profile.is_denied &&
    !profile.is_banned
  );
}

/**
 * Where a company stands on its way to filing requests (issue 25 §3, decision 038), for the page
 * that explains a locked cabinet page: banned, registration unfinished, denied (the manager's
 * reason applies), approved, otherwise awaiting verification. The order of spec §4 (banned before
 * denied, denied before approved); banned first because nothing else can be done then.
 */
export type CompanyState = 'banned' | 'unfinished' | 'denied' | 'approved' | 'pending';

export function getCompanyState(profile: VerificationFlags & { registration_step: number }): CompanyState {
  if (profile.is_banned) return 'banned';
  if (profile.registration_step < REQUIRED_REGISTRATION_STEP) return 'unfinished';
  if (profile.is_denied) return 'denied';
  if (profile.is_approved) return 'approved';
  return 'pending';
}
