import type { Route } from './+types/payments';
import { buildAdminMeta } from '../../components/back-office/admin-meta';
import { loadAdminPayments } from '../../features/admin/money/money-data.server';
import { PaymentsPage } from '../../features/admin/money/payments-page';

export const meta: Route.MetaFunction = (args) => buildAdminMeta(args, 'payments');

/** /admin/payments?verdict=&from=&to=&page= (issue 14 §5): the payment provider's callbacks. */
export function loader(args: Route.LoaderArgs) {
  return loadAdminPayments(args);
}

export default function AdminPaymentsRoute({ loaderData }: Route.ComponentProps) {
  return (
    <PaymentsPage
      query={loaderData.query}
      items={loaderData.items}
      meta={loaderData.meta}
      refusals={loaderData.refusals}
    />
  );
}
