import { Outlet } from 'react-router';
import type { Route } from './+types/empty-layout';
import { EmptyShell } from '../components/empty-shell';
import { guardMiddleware } from '../lib/session/guard-middleware.server';
import { EmptyLayoutErrorPage } from './layout-error';

/**
 * The guard (lib/session/guard.ts) for addresses no page matches: a guest at an unknown /profile
 * or /admin address signs in first, /profile opens the company page, and so on (spec §4, §6).
 */
export const middleware: Route.MiddlewareFunction[] = [guardMiddleware];

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
