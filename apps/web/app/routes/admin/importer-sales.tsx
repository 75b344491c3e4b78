import type { Route } from './+types/importer-sales';
import { buildAdminMeta } from '../../components/back-office/admin-meta';
import { loadImporterSales } from '../../features/admin/importer-sales/importer-sales-data.server';
import { ImporterSalesPage } from '../../features/admin/importer-sales/importer-sales-page';

export const meta: Route.MetaFunction = (args) => buildAdminMeta(args, 'importerSales');

/** /admin/importer-sales?status=&search=&page= (issue 15 §4–5): the queue of foreign buyers' import applications. */
export function loader(args: Route.LoaderArgs) {
  return loadImporterSales(args);
}

export default function AdminImporterSalesRoute({ loaderData }: Route.ComponentProps) {
  return <ImporterSalesPage {...loaderData} />;
}
