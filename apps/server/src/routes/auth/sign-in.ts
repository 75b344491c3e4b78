import type { FastifyPluginAsync } from 'fastify';
import { endpoints, translateMessage } from '@portal/contract';
import { completeTwoFactorSignIn } from '../../domain/auth/complete-two-factor-sign-in';
import { signIn } from '../../domain/auth/sign-in';
import { revokeSession } from '../../domain/sessions/revoke-session';
import { route } from '../../lib/endpoint-route';
import { getPasswordHashOptions } from '../../lib/password';

/** Sign-in with e-mail and password, the TOTP second step, and logout (spec §6, §7; ARCHITECTURE §4). */
const signInRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.signInWithPassword, async (request, reply) => {
    const result = await signIn({
      db: app.db,
      passwordHash: getPasswordHashOptions(app.config),
      email: request.body.email,
      password: request.body.password,
      ip: request.ip,
      userAgent: request.headers['user-agent'],
    });
    if (!result.requires_2fa) app.setSessionCookie(reply, result.token);
    return { data: result };
  });

  route(app, endpoints.signInWithTwoFactorCode, async (request, reply) => {
    const result = await completeTwoFactorSignIn({
      db: app.db,
      secretBox: app.secretBox,
      challenge: request.body.challenge,
      code: request.body.code,
      ip: request.ip,
      userAgent: request.headers['user-agent'],
    });
    app.setSessionCookie(reply, result.token);
    return { data: result };
  });

  route(app, endpoints.signOutSession, async (request, reply) => {
    if (request.auth) await revokeSession({ db: app.db, sessionId: request.auth.session.id });
    app.clearSessionCookie(reply);
    return { data: { message: translateMessage('auth.logged_out', request.locale) } };
  });
};

export default signInRoutes;
