import type { Route } from './+types/list';
import { loadInvoiceList } from '../../../features/invoices/invoices-data.server';
import { InvoiceListPage } from '../../../features/invoices/invoice-list-page';
import { buildInvoiceMeta } from '../../../features/invoices/invoice-meta';

export const meta: Route.MetaFunction = (args) => buildInvoiceMeta(args);

export function loader(args: Route.LoaderArgs) {
  return loadInvoiceList(args);
}

/** /profile/invoices (spec §2, issue 14 §2): the company's invoices. */
export default function InvoiceListRoute({ loaderData }: Route.ComponentProps) {
  return <InvoiceListPage {...loaderData} />;
}
