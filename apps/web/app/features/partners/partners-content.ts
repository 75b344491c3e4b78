import type { Partner } from '@portal/contract';
import type ua from './content/ua.json';

/** The /partners page's texts (content/{ua,en}.json), sent as loader data in the page's language. */
export type PartnersContent = typeof ua;

export type PartnerGroup = { kind: string; label: string; partners: Partner[] };

/**
 * Partners grouped by kind, groups in the order of `kindOrder` (kinds the page does not know go
 * last, as 'other'), partners in the order the API gives (their position).
 */
export function groupPartners(
  partners: readonly Partner[],
  labels: Record<string, string>,
  kindOrder: readonly string[],
): PartnerGroup[] {
  const groups = new Map<string, Partner[]>();
  for (const partner of partners) {
    const kind = kindOrder.includes(partner.kind) ? partner.kind : 'other';
    groups.set(kind, [...(groups.get(kind) ?? []), partner]);
  }
  return [...kindOrder, 'other']
    .filter((kind) => groups.has(kind))
    .map((kind) => ({ kind, label: labels[kind] ?? kind, partners: groups.get(kind)! }));
}
