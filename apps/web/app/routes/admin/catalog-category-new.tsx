import type { Route } from './+types/catalog-category-new';
import { createNewCategoryHandlers } from '../../features/admin/catalog/catalog-data.server';
import { buildCatalogAdminMeta } from '../../features/admin/catalog/catalog-meta';
import { CategoryPage } from '../../features/admin/catalog/category-page';
import { handleFormAction } from '../../lib/forms/submit-form.server';

export const meta: Route.MetaFunction = (args) => buildCatalogAdminMeta(args, 'newCategory');

/** /admin/catalog/categories/new (issue 27 §5): a new category; its editor opens once created. */
export function action(args: Route.ActionArgs) {
  return handleFormAction(args, createNewCategoryHandlers());
}

export default function AdminCatalogCategoryNewRoute() {
  return <CategoryPage category={null} />;
}
