import { Outlet } from 'react-router';

/** Placeholder: the back-office layout (issue 5). */
export default function AdminLayout() {
  return <Outlet />;
}
