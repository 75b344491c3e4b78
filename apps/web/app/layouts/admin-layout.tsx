import { Outlet } from 'react-router';
import type { Route } from './+types/admin-layout';
import { AdminRouteError } from '../components/back-office/admin-route-error';
import { AdminShell } from '../features/admin/shell/admin-shell';
import { guardedBy } from '../lib/session/guard-middleware.server';
import { useProfile } from '../lib/session/use-profile';
import { useStalePartReload } from './layout-error';

/**
 * The back-office guard (issue 5) before any back-office loader or action: guests sign in, only
 * managers and admins get through, and their profile is `context.get(userContext)` below.
 */
export const middleware: Route.MiddlewareFunction[] = [guardedBy('back-office')];

/**
 * Every /admin page (issue 5): the back-office's own frame instead of the public header and
 * footer.
 */
export default function AdminLayout() {
  const profile = useProfile();
  return (
    <AdminShell profile={profile}>
      <Outlet />
    </AdminShell>
  );
}

/**
 * Every back-office page's error (a company or request that does not exist, the API failing),
 * inside the back-office's frame, so the navigation stays at hand.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const profile = useProfile();
  useStalePartReload(error);
  return (
    <AdminShell profile={profile}>
      <AdminRouteError error={error} />
    </AdminShell>
  );
}
