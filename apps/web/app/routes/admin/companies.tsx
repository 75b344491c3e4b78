import type { Route } from './+types/companies';
import { loadAdminCompanies } from '../../features/admin/companies/companies-data.server';
import { buildAdminMeta } from '../../components/back-office/admin-meta';
import { CompaniesPage } from '../../features/admin/companies/companies-page';

export const meta: Route.MetaFunction = (args) => buildAdminMeta(args, 'companies');

/** /admin/companies?verification=&search=&page= (issue 5). */
export function loader(args: Route.LoaderArgs) {
  return loadAdminCompanies(args);
}

export default function AdminCompaniesRoute({ loaderData }: Route.ComponentProps) {
  return (
    <CompaniesPage
      query={loaderData.query}
      items={loaderData.items}
      meta={loaderData.meta}
      counts={loaderData.counts}
    />
  );
}
