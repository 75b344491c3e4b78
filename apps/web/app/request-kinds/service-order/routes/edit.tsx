import type { Route } from './+types/edit';
import { catalogPageMeta } from '../../../i18n/catalog';
import { buildPageMeta } from '../../../i18n/meta';
import { handleFormAction } from '../../../lib/forms/submit-form.server';
import { EditOrderPage } from '../order-form-pages';
import { loadOrderEdit } from '../service-order-data.server';
import { buildOrderUpdateHandlers } from '../service-order-handlers.server';
import { readPostedForm } from '../../../lib/forms/posted-file.server';

export const meta: Route.MetaFunction = (args) =>
  buildPageMeta(
    args,
    catalogPageMeta(args, 'editTitle', args.loaderData ? `№ ${args.loaderData.order.number}` : undefined),
  );

export function loader({ params, ...args }: Route.LoaderArgs) {
  return loadOrderEdit({ ...args, id: params.id });
}

/** Changes the order's answers (its own form version), new files uploaded first. */
export async function action({ params, ...args }: Route.ActionArgs) {
  const posted = await readPostedForm(args.request);
  const { order } = await loadOrderEdit({ ...args, id: params.id });
  return handleFormAction(args, buildOrderUpdateHandlers(order, posted));
}

/** /profile/services/edit/{id} (issue 27 §2; the order's id): its answers to change while it may be. */
export default function ServiceOrderEditRoute({ loaderData }: Route.ComponentProps) {
  return <EditOrderPage key={loaderData.order.id} {...loaderData} />;
}
