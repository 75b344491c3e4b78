import type { Route } from './+types/catalog';
import { catalogPageMeta } from '../../../i18n/catalog';
import { buildPageMeta } from '../../../i18n/meta';
import { CatalogPage } from '../catalog-page';
import { loadCatalog } from '../service-order-data.server';

export const meta: Route.MetaFunction = (args) => buildPageMeta(args, catalogPageMeta(args, 'catalogTitle'));

export function loader(args: Route.LoaderArgs) {
  return loadCatalog(args);
}

/** /profile/services (issue 27 §2): the catalogue of services and the company's orders. */
export default function CatalogRoute({ loaderData }: Route.ComponentProps) {
  return <CatalogPage {...loaderData} />;
}
