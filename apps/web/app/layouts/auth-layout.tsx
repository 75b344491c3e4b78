import { Outlet } from 'react-router';
import { SkipLink } from '../components/ui/skip-link';
import { AuthSidebar } from '../features/auth/auth-sidebar';

/** Sign in, sign up and password pages: the sidebar beside the form (spec §2). */
export default function AuthLayout() {
  return (
    <div className="min-h-dvh lg:grid lg:grid-cols-[minmax(360px,480px)_1fr]">
      <SkipLink />
      <AuthSidebar />
      <main
        id="main"
        tabIndex={-1}
        className="flex items-start justify-center px-4 py-12 focus:outline-none sm:px-8 lg:items-center lg:py-16"
      >
        <Outlet />
      </main>
    </div>
  );
}
