import type { Route } from './+types/importer-sale';
import { buildAdminMeta } from '../../components/back-office/admin-meta';
import {
  createImporterSaleHandlers,
  loadImporterSale,
} from '../../features/admin/importer-sales/importer-sales-data.server';
import { ImporterSalePage } from '../../features/admin/importer-sales/importer-sale-page';
import { handleFormAction } from '../../lib/forms/submit-form.server';

export const meta: Route.MetaFunction = (args) =>
  buildAdminMeta(args, 'importerSale', args.loaderData?.details.sale.product_name);

/** /admin/importer-sales/{id} (issue 15 §4–5): an import application, its answers and the suggested exporters. */
export function loader(args: Route.LoaderArgs) {
  return loadImporterSale(args, args.params.id);
}

/** Sharing the application with the ticked exporters. */
export function action(args: Route.ActionArgs) {
  return handleFormAction(args, createImporterSaleHandlers(args.params.id));
}

export default function AdminImporterSaleRoute({ loaderData }: Route.ComponentProps) {
  return <ImporterSalePage details={loaderData.details} />;
}
