/** Business constants and presentation values of spec §9, named once for client and server. */

import { readCookie } from './locale';
import type { Profile } from './api/profile';

export const TOKEN_COOKIE = 'token';

/** True when the Cookie header carries a non-empty session `token` (spec §6: a guest has none). */
export function hasTokenCookie(cookieHeader: string | null | undefined): boolean {
  return Boolean(readCookie(cookieHeader, TOKEN_COOKIE));
}
export const REQUIRED_REGISTRATION_STEP = 5;
/** A stale page part triggers at most one full reload per this many seconds (spec §8). */
export const RELOAD_GUARD_SECONDS = 60;
export const COOKIE_CONSENT_VERSION = '1.0';
export const FREE_BADGE_TEXT = 'free';

/** ISO 3166-1 alpha-2 codes never offered anywhere: Russia, Belarus, DPRK, Iran (spec §9). */
export const BLOCKED_COUNTRY_CODES = ['RU', 'BY', 'KP', 'IR'] as const;
export function isBlockedCountry(code: string): boolean {
  return (BLOCKED_COUNTRY_CODES as readonly string[]).includes(code.toUpperCase());
}

/** Importing countries by region (spec §9). */
export const COUNTRY_GROUP_SIZES = { europe: 17, americas: 9, asia: 6 } as const;

export const UI = {
  notificationWidthPx: 400,
  smoothScrollOffsetPx: 50,
  fetchDelayMs: 200,
  pageChangeScrollMs: 1500,
  breakpointsPx: [320, 414, 425, 640, 767, 768, 892, 960, 992, 1023, 1024, 1199, 1200, 1440],
  landingContainerMaxPx: 1650,
  landingTopPaddingPx: 134,
  sideMenuWidthPx: 502,
  contentWidthPx: 1080,
  faqMaxHeightPx: 900,
  transitionSeconds: { min: 0.2, max: 0.5 },
} as const;

/** Account security limits (ARCHITECTURE §4), shared by the server and the forms. */
export const AUTH = {
  passwordMinLength: 8,
  passwordMaxLength: 128,
  codeLength: 6,
  codeTtlMinutes: 10,
  codeMaxTries: 5,
  codeMaxSendsPer15Minutes: 3,
  resetLinkTtlMinutes: 60,
  /** The 6th failed sign-in in a row for an account answers 429 for 15 minutes. */
  accountFailuresBeforeLock: 5,
  accountLockMinutes: 15,
  /** 20 failures in 5 minutes from one address answer 429 for 15 minutes. */
  addressFailuresInWindow: 20,
  addressWindowMinutes: 5,
  addressLockMinutes: 15,
  totpMaxFailures: 5,
  totpLockMinutes: 15,
  /**
   * At most 10 new accounts per client address per hour (decision 019); the registration that
   * reaches it closes the form for that address for an hour.
   */
  newAccountsPerAddress: 10,
  newAccountsWindowMinutes: 60,
  sessionIdleDays: 7,
  sessionMaxDays: 30,
  twoFactorChallengeMinutes: 5,
} as const;

export const ROLES = ['exporter', 'manager', 'admin'] as const;
export type Role = (typeof ROLES)[number];
/** The back-office roles (DOMAIN.md 'People'): every `/admin/*` call and page is theirs alone. */
export const BACK_OFFICE_ROLES = ['manager', 'admin'] as const satisfies readonly Role[];
export function isBackOfficeRole(role: string): boolean {
  return (BACK_OFFICE_ROLES as readonly string[]).includes(role);
}

/*
 * Rules the browser needs on pages that carry no form (the header, a guest's /tariffs): kept here,
 * free of zod, because a module that builds schemas comes whole into every bundle importing any
 * of its names (issue 30 §4).
 */

/** Spec §4: the subscription is active when active_tariff.is_active is true. */
export function hasActiveSubscription(profile: Pick<Profile, 'active_tariff'>): boolean {
  return profile.active_tariff?.is_active === true;
}

export const PAYMENT_METHODS = ['card', 'bank_transfer'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
