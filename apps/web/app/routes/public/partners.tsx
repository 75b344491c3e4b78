import type { Route } from './+types/partners';
import { loadPartnersPage } from '../../features/partners/partners-data.server';
import { PartnersPage } from '../../features/partners/partners-page';
import { PUBLIC_PAGE_HANDLE } from '../../lib/public-page';

/** A guest sees the same page at this address and language: kept rendered (decision 053). */
export const handle = PUBLIC_PAGE_HANDLE;

/** /partners (spec §2): partner organisations from `endpoints.listPartners`, grouped by kind. */
export function loader({ request, context }: Route.LoaderArgs) {
  return loadPartnersPage({ request, context });
}

export default function PartnersRoute({ loaderData }: Route.ComponentProps) {
  return <PartnersPage content={loaderData.content} groups={loaderData.groups} />;
}
