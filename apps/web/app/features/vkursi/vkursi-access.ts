import { canFileRequests, hasActiveSubscription, type Profile } from '@portal/contract';
import type { FieldSpec } from '../../lib/forms/form-values';

/** The address of the Vkursi page (spec §2). */
export const VKURSI_PATH = '/profile/pro-services/vkursi';

/** The page's one form: 'Open my Vkursi account' (`registerVkursiUser`, an empty body). */
export const OPEN_VKURSI_INTENT = 'open-vkursi';
export const OPEN_VKURSI_FIELDS = {} as const satisfies FieldSpec;

/**
 * What the page offers the person (decision 032: opening needs an approved company with an active
 * subscription, as `POST /vkursi/register-user` checks): the button, the way to the plans, or why
 * the company cannot yet — being checked, or refused (with the managers' reason).
 */
export type VkursiAccess =
  | { kind: 'ready' }
  | { kind: 'noSubscription' }
  | { kind: 'pending' }
  | { kind: 'denied'; reason: string | null };

export function decideVkursiAccess(
  profile: Pick<
    Profile,
    'active_tariff' | 'is_approved' | 'is_denied' | 'is_banned' | 'deny_reason' | 'registration_step' | 'role'
  >,
): VkursiAccess {
  if (profile.is_denied || profile.is_banned) {
    return { kind: 'denied', reason: profile.deny_reason?.trim() || null };
  }
  if (!canFileRequests(profile)) return { kind: 'pending' };
  return hasActiveSubscription(profile) ? { kind: 'ready' } : { kind: 'noSubscription' };
}
