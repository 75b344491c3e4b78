import type { Route } from './+types/catalog-service-form';
import {
  createServiceFormHandlers,
  loadServiceForm,
  readPostedDesignerNames,
} from '../../features/admin/catalog/form-designer-data.server';
import { buildCatalogAdminMeta } from '../../features/admin/catalog/catalog-meta';
import { FormDesignerPage } from '../../features/admin/catalog/form-designer-page';
import { getLocaleFromPath } from '../../i18n/locale';
import { pickName } from '../../lib/localized-name';
import { handleFormAction } from '../../lib/forms/submit-form.server';

export const meta: Route.MetaFunction = (args) =>
  buildCatalogAdminMeta(
    args,
    'form',
    args.loaderData
      ? pickName(args.loaderData.service.title, getLocaleFromPath(args.location.pathname))
      : undefined,
  );

/** /admin/catalog/services/{id}/form (issue 27 §3): the designer of a service's order form. */
export function loader(args: Route.LoaderArgs) {
  return loadServiceForm(args, args.params.id);
}

/** A designer's button, the draft saved, or the draft published as the next version. */
export async function action(args: Route.ActionArgs) {
  const names = await readPostedDesignerNames(args.request);
  return handleFormAction(args, createServiceFormHandlers(args.params.id, names));
}

export default function AdminCatalogServiceFormRoute({ loaderData }: Route.ComponentProps) {
  return <FormDesignerPage {...loaderData} />;
}
