import type { Route } from './+types/catalog-categories';
import { loadCategories } from '../../features/admin/catalog/catalog-data.server';
import { buildCatalogAdminMeta } from '../../features/admin/catalog/catalog-meta';
import { CategoriesPage } from '../../features/admin/catalog/categories-page';

export const meta: Route.MetaFunction = (args) => buildCatalogAdminMeta(args, 'categories');

/** /admin/catalog/categories (issue 27 §5): the catalogue's categories in their order. */
export function loader(args: Route.LoaderArgs) {
  return loadCategories(args);
}

export default function AdminCatalogCategoriesRoute({ loaderData }: Route.ComponentProps) {
  return <CategoriesPage {...loaderData} />;
}
