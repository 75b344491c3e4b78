import { describe, expect, it } from 'vitest';
import {
  BLOCKED_COUNTRY_CODES,
  COOKIE_CONSENT_VERSION,
  COUNTRY_GROUP_SIZES,
  FREE_BADGE_TEXT,
  RELOAD_GUARD_SECONDS,
  REQUIRED_REGISTRATION_STEP,
  TOKEN_COOKIE,
  isBlockedCountry,
} from './constants';

describe('spec §9 business constants', () => {
  it('token cookie, registration step, reload guard, consent version, free badge', () => {
    expect(TOKEN_COOKIE).toBe('token');
    expect(REQUIRED_REGISTRATION_STEP).toBe(5);
    expect(RELOAD_GUARD_SECONDS).toBe(60);
    expect(COOKIE_CONSENT_VERSION).toBe('1.0');
    expect(FREE_BADGE_TEXT).toBe('free');
  });

  it('country groups: Europe 17, Americas 9, Asia 6', () => {
    expect(COUNTRY_GROUP_SIZES).toEqual({ europe: 17, americas: 9, asia: 6 });
  });

  it('Russia, Belarus, DPRK and Iran are blocked, in any letter case', () => {
    expect([...BLOCKED_COUNTRY_CODES].sort()).toEqual(['BY', 'IR', 'KP', 'RU']);
    for (const code of ['RU', 'ru', 'By', 'kp', 'IR']) expect(isBlockedCountry(code), code).toBe(true);
  });

  it('other countries are not blocked', () => {
    for (const code of ['UA', 'PL', 'US', 'KR', 'IQ', '']) expect(isBlockedCountry(code), code).toBe(false);
  });
});
