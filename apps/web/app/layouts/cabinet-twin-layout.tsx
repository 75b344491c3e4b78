import { Outlet } from 'react-router';
import type { Route } from './+types/cabinet-twin-layout';
import { guardedBy } from '../lib/session/guard-middleware.server';

/**
 * Spec §2: a public page with a twin in the cabinet (/importing-countries): a signed-in exporter
 * opens the twin, query kept; guests and staff read the public page.
 */
export const middleware: Route.MiddlewareFunction[] = [guardedBy('cabinet-twin')];

export default function CabinetTwinLayout() {
  return <Outlet />;
}
