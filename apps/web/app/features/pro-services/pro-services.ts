import { hasActiveSubscription, type Profile } from '@portal/contract';

/**
 * The professional services a subscription gives (spec §2 /profile/pro-services, §6). Only the
 * services whose page exists carry a path: the others are described without a link until their
 * pages are built (no dead links, issue 13).
 */
export const PRO_SERVICES = [
  { key: 'businessClub', path: '/profile/pro-services/business-club' },
  { key: 'analysis', path: '/profile/pro-services/analysis' },
  { key: 'academy', path: null },
  { key: 'partners', path: null },
  { key: 'vkursi', path: null },
] as const;

export type ProServiceKey = (typeof PRO_SERVICES)[number]['key'];
/** The services with a base page of their own, behind which the subscription gate stands. */
export type GatedServiceKey = Extract<(typeof PRO_SERVICES)[number], { path: string }>['key'];

/** The running subscription a page shows (plan, last day), or null for the basic services. */
export function findRunningSubscription(
  profile: Pick<Profile, 'active_tariff'>,
): { plan: string; endsAt: string | null } | null {
  if (!hasActiveSubscription(profile) || !profile.active_tariff) return null;
  return { plan: profile.active_tariff.name, endsAt: profile.active_tariff.expiry_date };
}
