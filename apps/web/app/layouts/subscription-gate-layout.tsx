import { Outlet } from 'react-router';
import type { Route } from './+types/subscription-gate-layout';
import { subscriptionGateMiddleware } from '../features/pro-services/subscription-gate.server';

/**
 * Spec §6: the sub-pages of the subscription-only services (business club, analyses: the
 * country-analysis form and the published analyses' texts) hang below this layout, inside the
 * cabinet. Its middleware sends a company without an active subscription to the service's base
 * page before any loader below runs; a sub-path no page answers is the 404 page for subscribers.
 */
export const middleware: Route.MiddlewareFunction[] = [subscriptionGateMiddleware];

export default function SubscriptionGateLayout() {
  return <Outlet />;
}
