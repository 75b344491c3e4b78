import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import type { Route } from './+types/auth-layout';
import { SkipLink } from '../components/ui/skip-link';
import { AuthSidebar } from '../features/auth/auth-sidebar';
import { guardedBy } from '../lib/session/guard-middleware.server';
import { EmptyLayoutErrorPage } from './layout-error';

/**
 * Guest-only pages (spec §4): a finished registration leads to the cabinet (staff: the
 * back-office) before any auth page's loader or action; guests and unfinished registrations stay.
 */
export const middleware: Route.MiddlewareFunction[] = [guardedBy('guest-only')];

/** The sidebar beside the form (spec §2). */
function AuthFrame({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-dvh lg:grid lg:grid-cols-[minmax(360px,480px)_1fr]">
      <SkipLink />
      <AuthSidebar />
      <main
        id="main"
        tabIndex={-1}
        className="flex items-start justify-center px-4 py-12 focus:outline-none sm:px-8 lg:items-center lg:py-16"
      >
        {children}
      </main>
    </div>
  );
}

/** Sign in, sign up and password pages. */
export default function AuthLayout() {
  return (
    <AuthFrame>
      <Outlet />
    </AuthFrame>
  );
}

/** An auth page's error, beside the sidebar. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <EmptyLayoutErrorPage error={error} />;
}
