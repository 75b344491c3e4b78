import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AUTH, TOKEN_COOKIE, type Role } from '@portal/contract';
import { AppError } from '../lib/app-error';
import { sessionOncePerPage } from '../lib/page-sessions';
import { isSameOriginRequest } from '../lib/same-origin';
import { authenticateSession, type SessionRow } from '../domain/sessions/authenticate-session';
import type { UserRow } from '../domain/users/get-user';
import { getPasswordHashOptions, prepareDummyPassword } from '../lib/password';

/** Who is calling: set by `app.authenticate` (or `app.identify`) before the body is read. */
export type AuthContext = {
  user: UserRow;
  session: SessionRow;
  /** How the token came: cookie-authenticated writes must come from our own origin. */
  via: 'cookie' | 'bearer';
};

type AuthHook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    /**
     * Route hook (`onRequest`, so a stranger's body is not even read): 401 without a live
     * session; sets `request.auth`.
     */
    authenticate: AuthHook;
    /** Route hook: sets `request.auth` when there is a live session, never refuses. */
    identify: AuthHook;
    /** Route hook after `authenticate`: 403 unless the user has one of the roles (spec §6). */
    authorize: (roles: readonly Role[]) => AuthHook;
    setSessionCookie: (reply: FastifyReply, token: string) => void;
    clearSessionCookie: (reply: FastifyReply) => void;
  }
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const BEARER = /^Bearer\s+(\S+)\s*$/i;
const SESSION_COOKIE_MAX_AGE_SECONDS = AUTH.sessionMaxDays * 24 * 60 * 60;

/**
 * The token of a request: a bearer token, when given, is the only one looked at (so a call
 * carrying one is never authenticated by the cookie); otherwise the `token` cookie.
 */
export function readSessionToken(request: FastifyRequest): { token: string; via: AuthContext['via'] } | null {
  const header = request.headers.authorization;
  if (typeof header === 'string' && /^Bearer\s/i.test(header)) {
    const token = BEARER.exec(header)?.[1];
    return token ? { token, via: 'bearer' } : null;
  }
  const cookie = request.cookies[TOKEN_COOKIE];
  return cookie ? { token: cookie, via: 'cookie' } : null;
}

/** The caller as `app.authenticate` found them; for handlers of authenticated routes. */
export function requireUser(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new AppError('unauthenticated', 'error.unauthenticated');
  return request.auth;
}

/** The caller, when they have one of the roles (spec §6, DOMAIN: manager, admin); else 403. */
export function requireRole(request: FastifyRequest, roles: readonly Role[]): AuthContext {
  const auth = requireUser(request);
  if (!roles.includes(auth.user.role)) throw new AppError('forbidden', 'error.forbidden');
  return auth;
}

/**
 * Sessions (ARCHITECTURE §4): the `token` cookie (HttpOnly, SameSite=Lax, Path=/, Secure in
 * production) or `Authorization: Bearer`; cookie-authenticated writes only from our origin.
 */
export default fp(
  async (app: FastifyInstance) => {
    const { config } = app;
    app.decorateRequest('auth', null);
    // The first sign-in with an unknown e-mail must not be slower than the next ones.
    app.addHook('onReady', async () => {
      await prepareDummyPassword(getPasswordHashOptions(config));
    });

    const cookieOptions = {
      path: '/',
      httpOnly: true,
      sameSite: 'lax' as const,
      secure: config.isProduction,
    };
    const setSessionCookie = (reply: FastifyReply, token: string) => {
      reply.setCookie(TOKEN_COOKIE, token, { ...cookieOptions, maxAge: SESSION_COOKIE_MAX_AGE_SECONDS });
    };
    const clearSessionCookie = (reply: FastifyReply) => {
      reply.clearCookie(TOKEN_COOKIE, cookieOptions);
    };
    app.decorate('setSessionCookie', setSessionCookie);
    app.decorate('clearSessionCookie', clearSessionCookie);

    // CSRF defence in depth: SameSite=Lax already keeps the cookie off cross-site POSTs.
    app.addHook('onRequest', (request, _reply, done) => {
      if (!UNSAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return done();
      if (readSessionToken(request)?.via !== 'cookie') return done();
      const header = (name: string) => {
        const value = request.headers[name];
        return typeof value === 'string' ? value : undefined;
      };
      const sameOrigin = isSameOriginRequest({
        origin: header('origin'),
        referer: header('referer'),
        secFetchSite: header('sec-fetch-site'),
        host: request.host,
        publicUrl: config.publicUrl,
      });
      done(sameOrigin ? undefined : new AppError('forbidden', 'auth.cross_origin'));
    });

    /** Resolves the caller once per request; a dead cookie is removed from the browser. */
    async function resolve(request: FastifyRequest, reply: FastifyReply): Promise<'ok' | 'none' | 'banned'> {
      if (request.auth) return 'ok';
      const found = readSessionToken(request);
      if (!found) return 'none';
      // A page's loaders share one lookup of its token (decision 057).
      const check = await sessionOncePerPage(found.token, request.method, () =>
        authenticateSession({ db: app.db, token: found.token }),
      );
      if (check.status !== 'ok') {
        if (found.via === 'cookie') clearSessionCookie(reply);
        return check.status;
      }
      request.auth = { user: check.user, session: check.session, via: found.via };
      return 'ok';
    }

    app.decorate('authenticate', async (request: FastifyRequest, reply: FastifyReply) => {
      const status = await resolve(request, reply);
      if (status === 'banned') throw new AppError('unauthenticated', 'auth.banned');
      if (status === 'none') throw new AppError('unauthenticated', 'error.unauthenticated');
    });
    app.decorate('identify', async (request: FastifyRequest, reply: FastifyReply) => {
      await resolve(request, reply);
    });
    app.decorate('authorize', (roles: readonly Role[]) => async (request: FastifyRequest) => {
      requireRole(request, roles);
    });
  },
  { name: 'auth', dependencies: ['@fastify/cookie', 'errors'] },
);
