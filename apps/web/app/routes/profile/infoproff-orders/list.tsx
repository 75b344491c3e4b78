import type { Route } from './+types/list';
import { buildPageMeta } from '../../../i18n/meta';
import { reportsPageMeta } from '../../../i18n/reports';
import { handleFormAction } from '../../../lib/forms/submit-form.server';
import {
  loadReportOrders,
  REPORT_ORDERS_HANDLERS,
} from '../../../features/report-orders/report-orders-data.server';
import { ReportOrdersPage } from '../../../features/report-orders/report-orders-page';

export const meta: Route.MetaFunction = (args) => buildPageMeta(args, reportsPageMeta(args, 'listTitle'));

/** ?country=&query= (the search) and ?page= (the orders). */
export function loader(args: Route.LoaderArgs) {
  return loadReportOrders(args);
}

/** 'Order a report' of a found company (its quote), and 'Refresh statuses'. */
export function action(args: Route.ActionArgs) {
  return handleFormAction(args, REPORT_ORDERS_HANDLERS);
}

/** /profile/infoproff-orders (issue 28 §3): the search of foreign companies and the company's report orders. */
export default function ReportOrdersRoute({ loaderData }: Route.ComponentProps) {
  return <ReportOrdersPage {...loaderData} />;
}
