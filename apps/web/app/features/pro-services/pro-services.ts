import { hasActiveSubscription, type Profile } from '@portal/contract';

/**
 * The professional services (spec §2 /profile/pro-services, §6). Only the services whose page
 * exists carry a path: the others are described without a link until their pages are built (no
 * dead links, issue 13). The assistant needs no subscription (DOMAIN.md 'Professional services'):
 * any approved company asks it.
 */
export const PRO_SERVICES = [
  { key: 'businessClub', path: '/profile/pro-services/business-club', isGated: true },
  { key: 'analysis', path: '/profile/pro-services/analysis', isGated: true },
  { key: 'assistant', path: '/profile/pro-services/assistant', isGated: false },
  { key: 'academy', path: null, isGated: true },
  { key: 'partners', path: null, isGated: true },
  { key: 'vkursi', path: null, isGated: true },
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
