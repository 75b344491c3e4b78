import type { Route } from './+types/invoice';
import { buildAdminMeta } from '../../components/back-office/admin-meta';
import { loadAdminInvoice } from '../../features/admin/money/money-data.server';
import { createInvoiceHandlers } from '../../features/admin/money/money-handlers.server';
import { InvoicePage } from '../../features/admin/money/invoice-page';
import { handleFormAction } from '../../lib/forms/submit-form.server';

export const meta: Route.MetaFunction = (args) =>
  buildAdminMeta(args, 'invoice', args.loaderData?.invoice.number);

/** /admin/invoices/{id} (issue 14 §5): one invoice for staff. */
export function loader(args: Route.LoaderArgs) {
  return loadAdminInvoice(args, args.params.id);
}

/** Mark paid, cancel, refund: each a POST of the back-office API; the page reloads after. */
export function action(args: Route.ActionArgs) {
  return handleFormAction(args, createInvoiceHandlers(args.params.id));
}

export default function AdminInvoiceRoute({ loaderData }: Route.ComponentProps) {
  return <InvoicePage invoice={loaderData.invoice} />;
}
