import { createContext, data, redirect, type MiddlewareFunction } from 'react-router';
import type { Profile } from '@portal/contract';
import { getLocaleFromPath, localizePath } from '../../i18n/locale';
import { getAppContext, type RouteContext } from '../app-context';
import { decideGuardRedirect, LOGIN_PATH } from './guard';
import { loadSessionProfile, type SessionProfile } from './load-profile.server';
import { buildLoginRedirect } from './redirect-param';

/**
 * The signed-in user of a page under the profile or the back-office layout (issue 13 §4): their
 * middleware sets it before any loader or action below them runs, or redirects, so
 * `context.get(userContext)` there is always a profile. Read anywhere else, it throws.
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

type GuardOptions = {
  /** Pages that exist only for a signed-in user: the user goes into `userContext`. */
  requireUser: boolean;
};

/**
 * The guards of spec §4 and §6 as route middleware: the pure decideGuardRedirect on the page's
 * address and session profile, before any loader or action below the route runs. A redirect
 * carries the profile read's headers (the expired cookie of a session the API no longer knows).
 */
export function createGuardMiddleware({ requireUser }: GuardOptions): MiddlewareFunction<Response> {
  return async ({ request, context }) => {
    const { pathname, search } = readPageAddress(request);
    const { profile, headers, isUnknown } = await readSessionProfile(request, context);
    const target = decideGuardRedirect({ pathname, search, profile });
    if (isUnknown && (target !== null || requireUser)) {
      // The session could not be read: a page that depends on who the user is (or a redirect
      // decided as for a guest) would send a signed-in user to sign in again; say it is unavailable.
      throw data(
        { message: 'The session could not be read.' },
        { status: 503, headers: { 'retry-after': '5' } },
      );
    }
    if (target !== null) throw redirect(target, { headers });
    if (profile !== null) {
      context.set(userContext, profile);
    } else if (requireUser) {
      // decideGuardRedirect sends every guest from these pages; a route added to such a layout
      // outside /profile and /admin still never runs for a guest.
      const login = localizePath(LOGIN_PATH, getLocaleFromPath(pathname));
      throw redirect(buildLoginRedirect(login, `${pathname}${search}`), { headers });
    }
  };
}

/** Public, auth and error layouts: guests may stay; the rules for signed-in users apply. */
export const guardMiddleware = createGuardMiddleware({ requireUser: false });

/** The profile cabinet and the back-office: a signed-in user in `userContext`, or a redirect. */
export const signedInGuardMiddleware = createGuardMiddleware({ requireUser: true });
