import { Outlet } from 'react-router';
import { AdminShell } from '../features/admin/shell/admin-shell';
import { useProfile } from '../lib/session/use-profile';

/**
 * Every /admin page (issue 5): the back-office's own frame instead of the public header and
 * footer. The root loader's guard lets only managers and admins in (lib/session/guard.ts).
 */
export default function AdminLayout() {
  const profile = useProfile();
  return (
    <AdminShell profile={profile}>
      <Outlet />
    </AdminShell>
  );
}
