import type { Route } from './+types/check-list-queue';
import { loadCheckListQueue } from '../../features/admin/admin-data.server';
import { buildAdminMeta } from '../../features/admin/admin-meta';
import { QueuePage } from '../../request-kinds/shared/back-office/queue-page';

export const meta: Route.MetaFunction = (args) => buildAdminMeta(args, 'checkList');

/** /admin/check-list?status=&search=&page= (issue 5): the market-analysis requests' queue. */
export function loader(args: Route.LoaderArgs) {
  return loadCheckListQueue(args);
}

export default function AdminCheckListQueueRoute({ loaderData }: Route.ComponentProps) {
  return <QueuePage kind="check_list" {...loaderData} />;
}
