import type { ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/detail';
import { buildPageMeta } from '../../../i18n/meta';
import { reportsPageMeta } from '../../../i18n/reports';
import { handleFormAction } from '../../../lib/forms/submit-form.server';
import {
  createReportOrderHandlers,
  loadReportOrder,
} from '../../../features/report-orders/report-orders-data.server';
import { ReportOrderPage } from '../../../features/report-orders/report-order-page';

export const meta: Route.MetaFunction = (args) =>
  buildPageMeta(
    args,
    reportsPageMeta(args, 'orderTitle', args.loaderData ? `№ ${args.loaderData.order.number}` : undefined),
  );

export function loader({ params, ...args }: Route.LoaderArgs) {
  return loadReportOrder({ ...args, id: params.id });
}

/** Confirm, cancel, the payment's choice, 'Pay by card' again and 'Refresh statuses'. */
export function action({ params, ...args }: Route.ActionArgs) {
  return handleFormAction(args, createReportOrderHandlers(params.id));
}

/**
 * A refusal that means the order moved meanwhile (409: confirmed late and so cancelled, paid,
 * cancelled elsewhere) reloads it, so the page says where it stands beside the API's message.
 */
export function shouldRevalidate({ actionStatus, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return actionStatus === 409 || defaultShouldRevalidate;
}

/** /profile/infoproff-orders/{id} (issue 28 §3): one report order, its steps, payment and report. */
export default function ReportOrderRoute({ loaderData }: Route.ComponentProps) {
  return <ReportOrderPage order={loaderData.order} countryName={loaderData.countryName} />;
}
