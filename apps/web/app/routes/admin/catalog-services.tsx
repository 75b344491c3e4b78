import type { Route } from './+types/catalog-services';
import { loadServices } from '../../features/admin/catalog/catalog-data.server';
import { buildCatalogAdminMeta } from '../../features/admin/catalog/catalog-meta';
import { ServicesPage } from '../../features/admin/catalog/services-page';

export const meta: Route.MetaFunction = (args) => buildCatalogAdminMeta(args, 'services');

/** /admin/catalog/services?state=&category_id=&search=&page= (issue 27 §5): the catalogue's services. */
export function loader(args: Route.LoaderArgs) {
  return loadServices(args);
}

export default function AdminCatalogServicesRoute({ loaderData }: Route.ComponentProps) {
  return <ServicesPage {...loaderData} />;
}
