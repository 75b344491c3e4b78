import { hasActiveSubscription, type Profile } from '@portal/contract';

/**
 * The professional services (spec §2 /profile/pro-services, §6), each with its base page. The
 * assistant and the partners' directory need no subscription (DOMAIN.md 'Professional services'):
 * any approved company uses them; the others need an active one.
 */
export const PRO_SERVICES = [
  { key: 'businessClub', path: '/profile/pro-services/business-club', isGated: true },
  { key: 'analysis', path: '/profile/pro-services/analysis', isGated: true },
  { key: 'assistant', path: '/profile/pro-services/assistant', isGated: false },
  { key: 'academy', path: '/profile/pro-services/academy', isGated: true },
  { key: 'partners', path: '/profile/pro-services/partners', isGated: false },
  { key: 'vkursi', path: '/profile/pro-services/vkursi', isGated: true },
] as const;

export type ProServiceKey = (typeof PRO_SERVICES)[number]['key'];
/** The services with a base page of their own, behind which the subscription gate stands. */
export type GatedServiceKey = Extract<(typeof PRO_SERVICES)[number], { path: string; isGated: true }>['key'];

/** The running subscription a page shows (plan, last day), or null for the basic services. */
export function findRunningSubscription(
  profile: Pick<Profile, 'active_tariff'>,
): { plan: string; endsAt: string | null } | null {
  if (!hasActiveSubscription(profile) || !profile.active_tariff) return null;
  return { plan: profile.active_tariff.name, endsAt: profile.active_tariff.expiry_date };
}
