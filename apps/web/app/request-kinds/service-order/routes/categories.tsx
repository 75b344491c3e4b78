import type { Route } from './+types/categories';
import { catalogPageMeta } from '../../../i18n/catalog';
import { buildPageMeta } from '../../../i18n/meta';
import { CategoriesPage } from '../categories-page';
import { loadCategories } from '../service-order-data.server';

export const meta: Route.MetaFunction = (args) =>
  buildPageMeta(args, catalogPageMeta(args, 'categoriesTitle'));

export function loader(args: Route.LoaderArgs) {
  return loadCategories(args);
}

/** /profile/services/cetegories (issue 27 §2, spelled so by the specification): the categories and their counts. */
export default function CatalogCategoriesRoute({ loaderData }: Route.ComponentProps) {
  return <CategoriesPage {...loaderData} />;
}
