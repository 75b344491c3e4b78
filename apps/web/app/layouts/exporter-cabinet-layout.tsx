import { Outlet } from 'react-router';
import type { Route } from './+types/exporter-cabinet-layout';
import { guardedBy } from '../lib/session/guard-middleware.server';

/**
 * Issue 13 §6: the exporter's company cabinet, every /profile page but the person's own account
 * pages (STAFF_ACCOUNT_PAGES). Staff have no company: they go to the back-office before any
 * loader below runs.
 */
export const middleware: Route.MiddlewareFunction[] = [guardedBy('exporter-cabinet')];

export default function ExporterCabinetLayout() {
  return <Outlet />;
}
