import { Outlet } from 'react-router';

export default function DefaultLayout() {
  return (
    <main id="main">
      <Outlet />
    </main>
  );
}
