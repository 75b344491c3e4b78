import type { Route } from './+types/request-route';
import { buildAdminMeta } from '../../../components/back-office/admin-meta';
import { ServiceOrderPage } from './service-order-page';
import { loadBackOfficeRequest } from '../../shared/back-office/request-data.server';
import { createServiceOrderHandlers, readPostedResult } from './order-results.server';
import { handleFormAction } from '../../../lib/forms/submit-form.server';

export const meta: Route.MetaFunction = (args) =>
  buildAdminMeta(
    args,
    'serviceOrderRequest',
    args.loaderData ? `№ ${args.loaderData.view.request.number}` : undefined,
  );

/** /admin/service-orders/{id} (issue 27): one order of a catalogue service for a manager. */
export function loader(args: Route.LoaderArgs) {
  return loadBackOfficeRequest(args, 'service_order', args.params.id).then((view) => ({ view }));
}

/** A status move (its comment is the answer the exporter reads), or a result file added or taken back. */
export async function action(args: Route.ActionArgs) {
  const file = await readPostedResult(args.request);
  return handleFormAction(args, createServiceOrderHandlers(args.params.id, file));
}

export default function AdminServiceOrderRoute({ loaderData }: Route.ComponentProps) {
  return <ServiceOrderPage view={loaderData.view} />;
}
