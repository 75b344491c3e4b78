import type { Route } from './+types/assistant-queue';
import { loadAssistantQueue } from '../../features/admin/admin-data.server';
import { buildAdminMeta } from '../../features/admin/admin-meta';
import { QueuePage } from '../../request-kinds/shared/back-office/queue-page';

export const meta: Route.MetaFunction = (args) => buildAdminMeta(args, 'assistant');

/** /admin/assistant?status=&search=&page= (issue 15): the assistance requests' queue. */
export function loader(args: Route.LoaderArgs) {
  return loadAssistantQueue(args);
}

export default function AdminAssistantQueueRoute({ loaderData }: Route.ComponentProps) {
  return <QueuePage kind="assistant" {...loaderData} />;
}
