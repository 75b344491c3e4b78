import type { Route } from './+types/catalog-service';
import { readPostedImage } from '../../components/back-office/image-upload.server';
import { createServiceHandlers, loadService } from '../../features/admin/catalog/catalog-data.server';
import { buildCatalogAdminMeta } from '../../features/admin/catalog/catalog-meta';
import { ServicePage } from '../../features/admin/catalog/service-page';
import { getLocaleFromPath } from '../../i18n/locale';
import { pickName } from '../../lib/localized-name';
import { handleFormAction } from '../../lib/forms/submit-form.server';

export const meta: Route.MetaFunction = (args) =>
  buildCatalogAdminMeta(
    args,
    'service',
    args.loaderData
      ? pickName(args.loaderData.service.title, getLocaleFromPath(args.location.pathname))
      : undefined,
  );

/** /admin/catalog/services/{id} (issue 27 §5): a service's editor, publication, form and orders. */
export function loader(args: Route.LoaderArgs) {
  return loadService(args, args.params.id);
}

/** Saved (its picture read from the posted multipart form), published or taken back to a draft. */
export async function action(args: Route.ActionArgs) {
  const image = await readPostedImage(args.request);
  return handleFormAction(args, createServiceHandlers(args.params.id, image));
}

export default function AdminCatalogServiceRoute({ loaderData }: Route.ComponentProps) {
  return <ServicePage {...loaderData} />;
}
