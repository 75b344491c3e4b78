import { describe, expect, it } from 'vitest';
import { getFixedT } from '../../i18n/i18n';
import { getDisplayName, getTariffLabel, getVerificationStatus, isProfileApproved } from './profile-labels';

const ua = getFixedT('ua');
const en = getFixedT('en');
const flags = (is_approved: boolean, is_denied: boolean, is_banned = false) => ({
  is_approved,
  is_denied,
  is_banned,
});

describe('header name (spec §2)', () => {
  it('shows main_info.name', () => {
    expect(getDisplayName({ main_info: { name: 'Олена' } }, ua)).toBe('Олена');
  });

  it.each(['', '   '])('falls back to "Незареєстрований користувач" / "Unregistered user" for %j', (name) => {
    expect(getDisplayName({ main_info: { name } }, ua)).toBe('Незареєстрований користувач');
    expect(getDisplayName({ main_info: { name } }, en)).toBe('Unregistered user');
  });
});

describe('header tariff label (spec §1, §6)', () => {
  it('shows the name of an active tariff', () => {
    const profile = {
      active_tariff: {
        name: 'Експорт Про',
        is_active: true,
        expiry_date: '2030-01-01',
        is_trial: false,
        started_at: null,
      },
    };
    expect(getTariffLabel(profile, ua)).toBe('Експорт Про');
  });

  it.each([
    ['no tariff', null],
    [
      'an inactive tariff',
      { name: 'Експорт Про', is_active: false, expiry_date: '2020-01-01', is_trial: false, started_at: null },
    ],
  ])('shows "Базові послуги" / "Basic services" with %s', (_case, active_tariff) => {
    expect(getTariffLabel({ active_tariff }, ua)).toBe('Базові послуги');
    expect(getTariffLabel({ active_tariff }, en)).toBe('Basic services');
  });
});

describe('verification indicator (spec §4)', () => {
  it('0 green "Верифіковано" / "Verified" when approved', () => {
    expect(getVerificationStatus(flags(true, false), ua)).toEqual({
      indicator: 0,
      tone: 'green',
      label: 'Верифіковано',
    });
    expect(getVerificationStatus(flags(true, false), en).label).toBe('Verified');
  });

  it('1 red "Відхилено" / "Rejected" when denied, checked before approval', () => {
    expect(getVerificationStatus(flags(true, true), ua)).toEqual({
      indicator: 1,
      tone: 'red',
      label: 'Відхилено',
    });
    expect(getVerificationStatus(flags(false, true), en).label).toBe('Rejected');
  });

  it('2 grey "Не верифіковано" / "Not verified" otherwise', () => {
    expect(getVerificationStatus(flags(false, false), ua)).toEqual({
      indicator: 2,
      tone: 'grey',
      label: 'Не верифіковано',
    });
    expect(getVerificationStatus(flags(false, false), en).label).toBe('Not verified');
  });
});

describe('approved-only menu items', () => {
  it('open only for an approved profile that is neither denied nor banned', () => {
    expect(isProfileApproved(flags(true, false))).toBe(true);
    expect(isProfileApproved(flags(false, false))).toBe(false);
    expect(isProfileApproved(flags(true, true))).toBe(false);
    expect(isProfileApproved(flags(true, false, true))).toBe(false);
  });
});
