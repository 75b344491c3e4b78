import type { Route } from './+types/audit-log';
import { loadAuditLog } from '../../features/admin/audit-log/audit-log-data.server';
import { buildAdminMeta } from '../../components/back-office/admin-meta';
import { AuditLogPage } from '../../features/admin/audit-log/audit-log-page';

export const meta: Route.MetaFunction = (args) => buildAdminMeta(args, 'auditLog');

/** /admin/audit-log?entity_type=&entity_id=&page= (issue 5, decision 015). */
export function loader(args: Route.LoaderArgs) {
  return loadAuditLog(args);
}

export default function AdminAuditLogRoute({ loaderData }: Route.ComponentProps) {
  return <AuditLogPage query={loaderData.query} items={loaderData.items} meta={loaderData.meta} />;
}
