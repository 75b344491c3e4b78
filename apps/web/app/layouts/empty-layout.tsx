import { Outlet } from 'react-router';
import { EmptyShell } from '../components/empty-shell';

/** Pages without menus: the error pages (spec §2). */
export default function EmptyLayout() {
  return (
    <EmptyShell>
      <Outlet />
    </EmptyShell>
  );
}
