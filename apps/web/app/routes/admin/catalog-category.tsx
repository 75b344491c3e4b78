import type { Route } from './+types/catalog-category';
import { createCategoryHandlers, loadCategory } from '../../features/admin/catalog/catalog-data.server';
import { buildCatalogAdminMeta } from '../../features/admin/catalog/catalog-meta';
import { CategoryPage } from '../../features/admin/catalog/category-page';
import { getLocaleFromPath } from '../../i18n/locale';
import { pickName } from '../../lib/localized-name';
import { handleFormAction } from '../../lib/forms/submit-form.server';

export const meta: Route.MetaFunction = (args) =>
  buildCatalogAdminMeta(
    args,
    'category',
    args.loaderData
      ? pickName(args.loaderData.category.name, getLocaleFromPath(args.location.pathname))
      : undefined,
  );

/** /admin/catalog/categories/{id} (issue 27 §5): a category's editor and, when it is empty, its deletion. */
export function loader(args: Route.LoaderArgs) {
  return loadCategory(args, args.params.id);
}

export function action(args: Route.ActionArgs) {
  return handleFormAction(args, createCategoryHandlers(args.params.id));
}

export default function AdminCatalogCategoryRoute({ loaderData }: Route.ComponentProps) {
  return <CategoryPage category={loaderData.category} />;
}
