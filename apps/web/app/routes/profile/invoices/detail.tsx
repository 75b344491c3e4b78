import type { Route } from './+types/detail';
import { createInvoiceHandlers, loadInvoice } from '../../../features/invoices/invoices-data.server';
import { InvoiceDetailPage } from '../../../features/invoices/invoice-detail-page';
import { buildInvoiceMeta } from '../../../features/invoices/invoice-meta';
import { handleFormAction } from '../../../lib/forms/submit-form.server';

export const meta: Route.MetaFunction = (args) => buildInvoiceMeta(args, args.loaderData?.invoice.number);

export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadInvoice({ request, context, id: params.id });
}

/** 'Pay by card' (LiqPay's checkout for this invoice) and 'Pay by bank transfer instead'. */
export function action(args: Route.ActionArgs) {
  return handleFormAction(args, createInvoiceHandlers(args.params.id));
}

/** /profile/invoices/{id} (spec §2, issue 14 §2): one invoice, its PDF and its payment. */
export default function InvoiceDetailRoute({ loaderData }: Route.ComponentProps) {
  return <InvoiceDetailPage invoice={loaderData.invoice} loadedAt={loaderData.loadedAt} />;
}
