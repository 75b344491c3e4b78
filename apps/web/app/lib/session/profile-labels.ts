import type { TFunction } from 'i18next';
import {
  getUserStatus,
  getVerificationIndicator,
  hasActiveSubscription,
  type Profile,
  type VerificationIndicator,
} from '@portal/contract';

type NameSource = { main_info: Pick<Profile['main_info'], 'name'> };
type TariffSource = Pick<Profile, 'active_tariff'>;
type FlagsSource = Pick<Profile, 'is_banned' | 'is_denied' | 'is_approved'>;

/** The avatar's name (spec §2): main_info.name, or 'Незареєстрований користувач' when empty. */
export function getDisplayName(profile: NameSource, t: TFunction): string {
  const name = profile.main_info.name.trim();
  return name === '' ? t('account.unregisteredUser') : name;
}

/** The header's plan (spec §1, §6): the active tariff's name, otherwise 'Базові послуги'. */
export function getTariffLabel(profile: TariffSource, t: TFunction): string {
  const tariff = profile.active_tariff;
  return hasActiveSubscription(profile) && tariff && tariff.name.trim() !== ''
    ? tariff.name
    : t('account.basicServices');
}

export type VerificationTone = 'green' | 'red' | 'grey';

export type VerificationStatus = {
  indicator: VerificationIndicator;
  tone: VerificationTone;
  label: string;
};

const TONES: Record<VerificationIndicator, VerificationTone> = { 0: 'green', 1: 'red', 2: 'grey' };
const LABEL_KEYS = {
  0: 'account.verified',
  1: 'account.rejected',
  2: 'account.notVerified',
} as const satisfies Record<VerificationIndicator, string>;

/** The quick menu's verification status (spec §4): colour and text, never colour alone. */
export function getVerificationStatus(profile: FlagsSource, t: TFunction): VerificationStatus {
  const indicator = getVerificationIndicator(profile);
  return { indicator, tone: TONES[indicator], label: t(LABEL_KEYS[indicator]) };
}

/**
 * Approved for the 'approved only' menu items: approved by a manager and neither denied nor
 * banned (spec §4 user status, §6).
 */
export function isProfileApproved(profile: FlagsSource): boolean {
  return profile.is_approved && getUserStatus(profile) === 'approved';
}
