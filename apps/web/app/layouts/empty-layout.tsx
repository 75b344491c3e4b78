import { Outlet } from 'react-router';
import type { Route } from './+types/empty-layout';
import { EmptyShell } from '../components/empty-shell';
import { guardedBy } from '../lib/session/guard-middleware.server';
import { EmptyLayoutErrorPage } from './layout-error';

/**
 * Spec §6 for addresses no page matches: a guest on any path containing 'profile' signs in first.
 * (Unknown addresses under /profile, /admin and /auth have 404 routes in their own layouts, under
 * those layouts' guards.)
 */
export const middleware: Route.MiddlewareFunction[] = [guardedBy('profile-address')];

/** Pages without menus: the error pages (spec §2). */
export default function EmptyLayout() {
  return (
    <EmptyShell>
      <Outlet />
    </EmptyShell>
  );
}

/** The 404 page of an address no route matches (routes/not-found.tsx), without menus. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <EmptyLayoutErrorPage error={error} />;
}
