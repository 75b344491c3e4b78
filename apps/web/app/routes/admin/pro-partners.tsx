import type { Route } from './+types/pro-partners';
import { loadProPartners } from '../../features/admin/pro-partners/pro-partners-data.server';
import { buildPartnersAdminMeta } from '../../features/admin/pro-partners/pro-partners-meta';
import { ProPartnersPage } from '../../features/admin/pro-partners/pro-partners-page';

export const meta: Route.MetaFunction = (args) => buildPartnersAdminMeta(args, 'list');

/** /admin/pro-partners?state=&kind=&search=&page= (issue 16 §6): the professional partners. */
export function loader(args: Route.LoaderArgs) {
  return loadProPartners(args);
}

export default function AdminProPartnersRoute({ loaderData }: Route.ComponentProps) {
  return <ProPartnersPage {...loaderData} />;
}
