import { describe, expect, it, vi } from 'vitest';
import {
  createStaticHandler,
  isRouteErrorResponse,
  type LoaderFunctionArgs,
  type MiddlewareFunction,
} from 'react-router';
import { endpointPath, endpoints, type ApiFetch, type Profile } from '@portal/contract';
import { middleware as adminLayoutMiddleware } from '../../layouts/admin-layout';
import { middleware as authLayoutMiddleware } from '../../layouts/auth-layout';
import { middleware as exporterCabinetMiddleware } from '../../layouts/exporter-cabinet-layout';
import { middleware as profileLayoutMiddleware } from '../../layouts/profile-layout';
import { loader as rootLoader } from '../../root';
import { createAppLoadContext } from '../app-context';
import { readPageAddress, readSessionProfile, userContext } from './guard-middleware.server';

/** A route module's server middleware (next gives a Response) in the data router's route objects. */
const asRouteMiddleware = (middleware: readonly unknown[]) => middleware as MiddlewareFunction[];

const PROFILE_PATH = endpointPath(endpoints.getProfile, {});

const exporter = {
  id: 'u1',
  role: 'exporter',
  registration_step: 5,
  active_tariff: null,
  is_approved: true,
  is_denied: false,
  is_banned: false,
} as unknown as Profile;
const manager = { ...exporter, id: 'm1', role: 'manager' } as Profile;
const unfinished = { ...exporter, registration_step: 2, is_approved: false } as Profile;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** An in-process API that knows one session (or none: 401) and counts the profile reads. */
function fakeApi(user: Profile | null) {
  const profileReads = vi.fn();
  const apiFetch: ApiFetch = async (path) => {
    if (path === PROFILE_PATH) {
      profileReads();
      return user ? json(200, { data: { user } }) : json(401, { message: 'No', code: 'unauthenticated' });
    }
    return json(404, { message: 'Not found', code: 'not_found' });
  };
  return { apiFetch, profileReads };
}

/**
 * The route tree of routes.ts in small: the real root loader and the layouts' real middleware,
 * with page loaders that report the user they were given.
 */
function createPortal() {
  const pageLoader = vi.fn(({ context }: LoaderFunctionArgs) => ({ user: context.get(userContext).id }));
  const authPageLoader = vi.fn(() => ({ page: 'login' }));
  // Every page twice, as in routes.ts: Ukrainian without a prefix, English under /en.
  const tree = (lang: string) => [
    {
      id: `${lang}default-layout`,
      children: [
        { id: `${lang}home`, index: true, loader: () => ({ page: 'home' }) },
        {
          id: `${lang}profile-layout`,
          middleware: asRouteMiddleware(profileLayoutMiddleware),
          children: [
            { id: `${lang}profile-main`, path: 'profile/main', loader: pageLoader },
            {
              id: `${lang}exporter-cabinet`,
              middleware: asRouteMiddleware(exporterCabinetMiddleware),
              children: [{ id: `${lang}profile-market`, path: 'profile/market', loader: pageLoader }],
            },
          ],
        },
      ],
    },
    {
      id: `${lang}admin-layout`,
      middleware: asRouteMiddleware(adminLayoutMiddleware),
      children: [{ id: `${lang}admin`, path: 'admin', loader: pageLoader }],
    },
    {
      id: `${lang}auth-layout`,
      middleware: asRouteMiddleware(authLayoutMiddleware),
      children: [{ id: `${lang}auth-login`, path: 'auth/login', loader: authPageLoader }],
    },
  ];
  const handler = createStaticHandler([
    {
      id: 'root',
      path: '/',
      loader: rootLoader,
      children: [...tree(''), { path: 'en', children: tree('en:') }],
    },
  ]);
  return { handler, pageLoader, authPageLoader };
}

type Outcome =
  | { redirect: string; setCookie: string | null }
  | { loaderData: Record<string, unknown>; errors: Record<string, unknown> | null };

/** One page request the way React Router's server runs it: middleware first, then the loaders. */
async function visit(path: string, user: Profile | null, { cookie = 'token=abc' } = {}) {
  const portal = createPortal();
  const api = fakeApi(user);
  const request = new Request(`https://portal.test${path}`, cookie ? { headers: { cookie } } : undefined);
  const context = createAppLoadContext({
    apiFetch: api.apiFetch,
    requestId: 'test',
    publicUrl: '',
    cspNonce: '',
  });
  let outcome: Outcome | undefined;
  const response = await portal.handler.query(request, {
    requestContext: context,
    async generateMiddlewareResponse(query) {
      const result = await query(request);
      if (result instanceof Response) return result;
      outcome = { loaderData: result.loaderData, errors: result.errors };
      return new Response(null, { status: result.statusCode });
    },
  });
  if (!(response instanceof Response)) throw new Error('middleware always answers a Response');
  if (response.status >= 300 && response.status < 400) {
    outcome = {
      redirect: response.headers.get('location') ?? '',
      setCookie: response.headers.get('set-cookie'),
    };
  }
  if (!outcome) throw new Error(`no outcome for ${path}`);
  return { outcome, ...portal, profileReads: api.profileReads, context };
}

describe('the layouts run the guard as middleware (issue 13 §4)', () => {
  it('sends a guest from a cabinet page to sign in before any loader runs', async () => {
    const { outcome, pageLoader, profileReads } = await visit('/profile/main', null, { cookie: '' });
    expect(outcome).toEqual({ redirect: '/auth/login?redirect=%2Fprofile%2Fmain', setCookie: null });
    expect(pageLoader).not.toHaveBeenCalled();
    // A guest without the cookie costs no API call.
    expect(profileReads).not.toHaveBeenCalled();
  });

  it('expires the cookie of a session the API no longer knows on the way to sign in', async () => {
    const { outcome, pageLoader } = await visit('/en/admin', null);
    expect(outcome).toMatchObject({ redirect: '/en/auth/login?redirect=%2Fen%2Fadmin' });
    expect('setCookie' in outcome && outcome.setCookie).toMatch(/^token=;/);
    expect(pageLoader).not.toHaveBeenCalled();
  });

  it('gives the cabinet page the signed-in user from the context, with one profile read per request', async () => {
    const { outcome, pageLoader, profileReads } = await visit('/profile/main', exporter);
    expect(outcome).toMatchObject({
      loaderData: { root: { profile: exporter }, 'profile-main': { user: 'u1' } },
      errors: null,
    });
    expect(pageLoader).toHaveBeenCalledTimes(1);
    // The profile layout's middleware and the root loader share it.
    expect(profileReads).toHaveBeenCalledTimes(1);
  });

  it('applies the pure guard: an unfinished registration, staff in the cabinet, exporters at /admin', async () => {
    await expect(visit('/profile/main', unfinished)).resolves.toMatchObject({
      outcome: { redirect: '/auth/registration' },
    });
    const staff = await visit('/en/profile/market', manager);
    expect(staff.outcome).toMatchObject({ redirect: '/en/admin' });
    const exporterAtAdmin = await visit('/admin', exporter);
    expect(exporterAtAdmin.outcome).toMatchObject({ redirect: '/' });
    expect(exporterAtAdmin.pageLoader).not.toHaveBeenCalled();
  });

  it('lets staff into the back-office with their user in the context', async () => {
    const { outcome, profileReads } = await visit('/admin', manager);
    expect(outcome).toMatchObject({ loaderData: { admin: { user: 'm1' } } });
    expect(profileReads).toHaveBeenCalledTimes(1);
  });

  it('keeps guests on the auth pages and sends a finished registration to its cabinet', async () => {
    const guest = await visit('/auth/login', null, { cookie: '' });
    expect(guest.outcome).toMatchObject({ loaderData: { 'auth-login': { page: 'login' } } });
    expect(() => guest.context.get(userContext)).toThrow();
    const signedIn = await visit('/en/auth/login', exporter);
    expect(signedIn.outcome).toMatchObject({ redirect: '/en/profile/my-company' });
    expect(signedIn.authPageLoader).not.toHaveBeenCalled();
    const staff = await visit('/auth/login', manager);
    expect(staff.outcome).toMatchObject({ redirect: '/admin' });
  });

  it('lets everyone onto public pages, the header still getting the profile', async () => {
    const { outcome, profileReads } = await visit('/', exporter);
    expect(outcome).toMatchObject({ loaderData: { root: { profile: exporter }, home: { page: 'home' } } });
    expect(profileReads).toHaveBeenCalledTimes(1);
  });

  /** A page request while the API answers the profile read with this status: the page's error, if any. */
  async function visitWhileApiFails(path: string, status: number) {
    const { handler, pageLoader } = createPortal();
    const apiFetch: ApiFetch = async () => json(status, { message: 'Down', code: 'service_unavailable' });
    const request = new Request(`https://portal.test${path}`, { headers: { cookie: 'token=abc' } });
    const context = createAppLoadContext({ apiFetch, requestId: 'test', publicUrl: '', cspNonce: '' });
    let errors: Record<string, unknown> | null = null;
    let loaderData: Record<string, unknown> = {};
    await handler.query(request, {
      requestContext: context,
      async generateMiddlewareResponse(query) {
        const result = await query(request);
        if (result instanceof Response) return result;
        errors = result.errors;
        loaderData = result.loaderData;
        return new Response(null, { status: result.statusCode });
      },
    });
    const error = Object.values((errors as Record<string, unknown> | null) ?? {})[0];
    return { pageLoader, loaderData, status: isRouteErrorResponse(error) ? error.status : null };
  }

  it('shows the 503 page when the API is down for the profile read', async () => {
    const result = await visitWhileApiFails('/profile/main', 503);
    expect(result.pageLoader).not.toHaveBeenCalled();
    expect(result.status).toBe(503);
  });

  it('a session the API failed to read: 503 on a cabinet page (never "sign in again"), a guest’s view of public pages', async () => {
    const cabinet = await visitWhileApiFails('/profile/main', 500);
    expect(cabinet.pageLoader).not.toHaveBeenCalled();
    expect(cabinet.status).toBe(503);
    const home = await visitWhileApiFails('/', 500);
    expect(home.status).toBeNull();
    expect(home.loaderData).toMatchObject({ root: { profile: null }, home: { page: 'home' } });
  });

  it('shares the profile read within a page GET, never across a form post (its action may change it)', async () => {
    const read = async (method: string) => {
      const api = fakeApi(exporter);
      const context = createAppLoadContext({
        apiFetch: api.apiFetch,
        requestId: 't',
        publicUrl: '',
        cspNonce: '',
      });
      const request = new Request('https://portal.test/profile/main', {
        method,
        headers: { cookie: 'token=abc' },
      });
      await readSessionProfile(request, context);
      await readSessionProfile(request, context);
      return api.profileReads.mock.calls.length;
    };
    expect(await read('GET')).toBe(1);
    expect(await read('POST')).toBe(2);
  });
});

describe('the page a redirect names (issue 25 §3)', () => {
  it('leaves out React Router’s `_routes` of a client navigation’s data request, keeps the rest', () => {
    expect(readPageAddress(new Request('https://portal.test/profile/market/create?_routes=root'))).toEqual({
      pathname: '/profile/market/create',
      search: '',
    });
    expect(
      readPageAddress(
        new Request('https://portal.test/en/profile/market?page=2&_routes=root%2Cprofile-layout'),
      ),
    ).toEqual({ pathname: '/en/profile/market', search: '?page=2' });
    expect(readPageAddress(new Request('https://portal.test/profile/market?page=2&x=a%20b'))).toEqual({
      pathname: '/profile/market',
      search: '?page=2&x=a%20b',
    });
  });
});
