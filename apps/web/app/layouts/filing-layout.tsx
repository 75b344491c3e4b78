import { Outlet } from 'react-router';
import type { Route } from './+types/filing-layout';
import { guardedBy } from '../lib/session/guard-middleware.server';

/**
 * Spec §2 (decision 014), issue 25 §3: the request pages, for a company allowed to file requests.
 * Any other company (not approved, denied, banned) is told why on the approval page, with the
 * page asked for in `redirect` (decision 038), before any loader or action below runs.
 */
export const middleware: Route.MiddlewareFunction[] = [guardedBy('filing')];

export default function FilingLayout() {
  return <Outlet />;
}
