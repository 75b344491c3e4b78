import type { Route } from './+types/support-messages';
import { buildAdminMeta } from '../../components/back-office/admin-meta';
import { loadAdminSupportMessages } from '../../features/admin/support/support-data.server';
import { SupportMessagesPage } from '../../features/admin/support/support-messages-page';

export const meta: Route.MetaFunction = (args) => buildAdminMeta(args, 'supportMessages');

/** /admin/support?view=&topic=&search=&page= (issue 29 §4). */
export function loader(args: Route.LoaderArgs) {
  return loadAdminSupportMessages(args);
}

export default function AdminSupportMessagesRoute({ loaderData }: Route.ComponentProps) {
  return <SupportMessagesPage {...loaderData} />;
}
