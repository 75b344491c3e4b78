import { Outlet } from 'react-router';
import type { Route } from './+types/subscription-gate-layout';
import { guardedBy } from '../lib/session/guard-middleware.server';

/**
 * Spec §6: the sub-pages of the subscription-only services (business club, analyses: the
 * country-analysis form and the published analyses' texts) hang below this layout, inside the
 * cabinet. A company without an active subscription goes to the service's base page before any
 * loader below runs; a sub-path no page answers is the 404 page for subscribers.
 */
export const middleware: Route.MiddlewareFunction[] = [guardedBy('subscription')];

export default function SubscriptionGateLayout() {
  return <Outlet />;
}
