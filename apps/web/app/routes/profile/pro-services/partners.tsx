import type { Route } from './+types/partners';
import { loadProPartners } from '../../../features/pro-partners/pro-partners-data.server';
import { ProPartnersPage } from '../../../features/pro-partners/pro-partners-page';
import { buildPageMeta } from '../../../i18n/meta';
import { proPartnersPageMeta } from '../../../i18n/proPartners';

export const meta: Route.MetaFunction = (args) => buildPageMeta(args, proPartnersPageMeta(args, 'listTitle'));

export function loader(args: Route.LoaderArgs) {
  return loadProPartners(args);
}

/**
 * /profile/pro-services/partners (issue 16 §4, decision 031: every approved company, no
 * subscription): the professional partners by kind of service and country served, and the
 * company's requests to them.
 */
export default function ProPartnersRoute({ loaderData }: Route.ComponentProps) {
  return <ProPartnersPage {...loaderData} />;
}
