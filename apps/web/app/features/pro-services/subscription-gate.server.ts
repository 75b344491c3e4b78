import { redirect, type MiddlewareFunction } from 'react-router';
import { decideGuardRedirect } from '../../lib/session/guard';
import { userContext } from '../../lib/session/guard-middleware.server';

/**
 * Spec §6 at the gated services' sub-pages (`/profile/pro-services/business-club/*`,
 * `/profile/pro-services/analysis/*`): without an active subscription, the service's base page in
 * the same language; with one, the child page renders. The rule itself is the guard's one
 * function, decideGuardRedirect (lib/session/guard.ts, tested there), which the profile layout
 * already applies to every cabinet page; this gate applies it again where the gated pages hang,
 * so a page added under it is gated whatever becomes of the layouts above it.
 */
export const subscriptionGateMiddleware: MiddlewareFunction<Response> = ({ request, context }) => {
  const { pathname, search } = new URL(request.url);
  const target = decideGuardRedirect({ pathname, search, profile: context.get(userContext) });
  if (target !== null) throw redirect(target);
};
