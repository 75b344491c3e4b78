import type { Route } from './+types/catalog-service-new';
import { readPostedImage } from '../../components/back-office/image-upload.server';
import { createNewServiceHandlers, loadNewService } from '../../features/admin/catalog/catalog-data.server';
import { buildCatalogAdminMeta } from '../../features/admin/catalog/catalog-meta';
import { ServicePage } from '../../features/admin/catalog/service-page';
import { handleFormAction } from '../../lib/forms/submit-form.server';

export const meta: Route.MetaFunction = (args) => buildCatalogAdminMeta(args, 'newService');

/** /admin/catalog/services/new (issue 27 §5): a new service, saved as a draft. */
export function loader(args: Route.LoaderArgs) {
  return loadNewService(args);
}

/** The draft created (its picture read from the posted multipart form); its editor opens. */
export async function action(args: Route.ActionArgs) {
  const image = await readPostedImage(args.request);
  return handleFormAction(args, createNewServiceHandlers(image));
}

export default function AdminCatalogServiceNewRoute({ loaderData }: Route.ComponentProps) {
  return <ServicePage {...loaderData} />;
}
