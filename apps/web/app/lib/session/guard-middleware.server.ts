import { createContext, data, redirect, type MiddlewareFunction } from 'react-router';
import type { Profile } from '@portal/contract';
import { getAppContext, type RouteContext } from '../app-context';
import { GUARDS, type GuardKind } from './guard';
import { loadSessionProfile, type SessionProfile } from './load-profile.server';

/**
 * The signed-in user of a page below a guard that requires one (issue 13 §4: the profile and the
 * back-office layouts): its middleware sets it before any loader or action below runs, or
 * redirects, so `context.get(userContext)` there is always a profile. Read anywhere else, it throws.
 */
export const userContext = createContext<Profile>();

/**
 * This request's read of the session profile: the layouts' middleware and the root loader (the
 * header's profile, guests included) share one API call per request.
 */
const sessionProfileContext = createContext<Promise<SessionProfile> | null>(null);

/** Requests whose profile may be shared: a write's action may change the profile in between. */
const READ_METHODS = new Set(['GET', 'HEAD']);

/**
 * The session profile of the page request (spec §6), read once per request. A form posted
 * without JavaScript runs its action after the middleware and before the loaders of the same
 * request, so a write's own read is not kept: the loaders then read the profile as the action
 * left it.
 */
export function readSessionProfile(request: Request, context: RouteContext): Promise<SessionProfile> {
  const known = context.get(sessionProfileContext);
  if (known) return known;
  const pending = loadSessionProfile(request, getAppContext(context).apiFetch);
  if (READ_METHODS.has(request.method)) context.set(sessionProfileContext, pending);
  return pending;
}

/**
 * React Router's own query parameter of a client navigation's data request: `_routes` names the
 * routes whose loaders to run. It is not part of the page, so a redirect that names the page
 * (sign in and back, issue 25 §3's approval page) must not carry it.
 */
const ROUTER_SEARCH_PARAMS = ['_routes'];

/** The page's path and query as the visitor asked for it, without the router's parameters. */
export function readPageAddress(request: Request): { pathname: string; search: string } {
  const url = new URL(request.url);
  if (!ROUTER_SEARCH_PARAMS.some((name) => url.searchParams.has(name))) {
    return { pathname: url.pathname, search: url.search };
  }
  for (const name of ROUTER_SEARCH_PARAMS) url.searchParams.delete(name);
  return { pathname: url.pathname, search: url.search };
}

/** A route middleware that applies one guard kind; `guard` names the kind for the route tests. */
export type GuardMiddleware = MiddlewareFunction<Response> & { readonly guard: GuardKind };

/**
 * The route middleware of one guard kind of spec §4 and §6 (lib/session/guard.ts): a layout
 * declares the guards of its pages with it, and they run, parent layouts first, before any loader
 * or action below. A redirect carries the profile read's headers (the expired cookie of a
 * session the API no longer knows).
 */
export function guardedBy(kind: GuardKind): GuardMiddleware {
  const guard = GUARDS[kind];
  const middleware: MiddlewareFunction<Response> = async ({ request, context }) => {
    const page = readPageAddress(request);
    if (guard.reads === 'user') {
      const target = guard.decide(context.get(userContext), page);
      if (target !== null) throw redirect(target);
      return;
    }
    const { profile, headers, isUnknown } = await readSessionProfile(request, context);
    const target = guard.decide(profile, page);
    if (isUnknown && (target !== null || guard.requiresUser)) {
      // The session could not be read: a page that depends on who the user is (or a redirect
      // decided as for a guest) would send a signed-in user to sign in again; say it is unavailable.
      throw data(
        { message: 'The session could not be read.' },
        { status: 503, headers: { 'retry-after': '5' } },
      );
    }
    if (target !== null) throw redirect(target, { headers });
    if (guard.requiresUser && profile !== null) context.set(userContext, profile);
  };
  return Object.assign(middleware, { guard: kind });
}
