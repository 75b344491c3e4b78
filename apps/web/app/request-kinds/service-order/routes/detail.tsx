import type { Route } from './+types/detail';
import { catalogPageMeta } from '../../../i18n/catalog';
import { buildPageMeta } from '../../../i18n/meta';
import { OrderPage } from '../order-page';
import { handleFormAction } from '../../../lib/forms/submit-form.server';
import { loadOrderDetail, orderPaymentHandlers } from '../service-order-data.server';

export const meta: Route.MetaFunction = (args) =>
  buildPageMeta(
    args,
    catalogPageMeta(args, 'orderTitle', args.loaderData ? `№ ${args.loaderData.order.number}` : undefined),
  );

export function loader({ params, ...args }: Route.LoaderArgs) {
  return loadOrderDetail({ ...args, id: params.id });
}

/** 'Pay by card' of a priced order awaiting its card payment: LiqPay's checkout of its invoice. */
export function action({ params, ...args }: Route.ActionArgs) {
  return handleFormAction(args, orderPaymentHandlers(params.id));
}

/** /profile/services/{id} (issue 27 §2; the order's id): the order, its answers, history and results. */
export default function ServiceOrderRoute({ loaderData }: Route.ComponentProps) {
  return <OrderPage {...loaderData} />;
}
