import type { Route } from './+types/invoices';
import { buildAdminMeta } from '../../components/back-office/admin-meta';
import { loadAdminInvoices } from '../../features/admin/money/money-data.server';
import { InvoicesPage } from '../../features/admin/money/invoices-page';

export const meta: Route.MetaFunction = (args) => buildAdminMeta(args, 'invoices');

/** /admin/invoices?status=&payment_method=&from=&to=&company=&search=&page= (issue 14 §5). */
export function loader(args: Route.LoaderArgs) {
  return loadAdminInvoices(args);
}

export default function AdminInvoicesRoute({ loaderData }: Route.ComponentProps) {
  return (
    <InvoicesPage
      query={loaderData.query}
      items={loaderData.items}
      meta={loaderData.meta}
      counts={loaderData.counts}
      paid_total={loaderData.paid_total}
    />
  );
}
