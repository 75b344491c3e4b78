import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  LoginBodySchema,
  MessageResponseSchema,
  SignInResponseSchema,
  translateMessage,
  TwoFactorAuthBodySchema,
} from '@portal/contract';
import { completeTwoFactorSignIn } from '../../domain/auth/complete-two-factor-sign-in';
import { signIn } from '../../domain/auth/sign-in';
import { revokeSession } from '../../domain/sessions/revoke-session';
import { getPasswordHashOptions } from '../../lib/password';
import { SESSION_SECURITY } from '../../plugins/auth';

const tags = ['auth'];

/** Sign-in with e-mail and password, the TOTP second step, and logout (spec §6, §7; ARCHITECTURE §4). */
const signInRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/auth/login',
    {
      schema: {
        tags,
        summary: 'Sign in with e-mail and password',
        description:
          'Sets the `token` cookie and answers the token, or answers `requires_2fa` with a 5-minute challenge for /auth/google-2fa-auth. ' +
          'Wrong e-mail or password: 401 `auth.invalid_credentials`; banned: 403 `auth.banned`; ' +
          'the 6th failure in a row for an e-mail, or 20 failures in 5 minutes from an address: 429 with Retry-After.',
        body: LoginBodySchema,
        response: { 200: SignInResponseSchema },
      },
    },
    async (request, reply) => {
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
    },
  );

  app.post(
    '/auth/google-2fa-auth',
    {
      schema: {
        tags,
        summary: 'Second sign-in step: the challenge and a code from the authenticator app',
        description:
          'Wrong or reused code: 422 `auth.totp_invalid` on `code`; 5 wrong codes lock for 15 minutes (429). ' +
          'Unknown, used or expired challenge: 401 `auth.two_factor_expired`.',
        body: TwoFactorAuthBodySchema,
        response: { 200: SignInResponseSchema },
      },
    },
    async (request, reply) => {
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
    },
  );

  app.post(
    '/auth/logout',
    {
      onRequest: app.identify,
      schema: {
        tags,
        security: SESSION_SECURITY,
        summary: 'Sign out: revoke the session and remove the cookie (answers 200 without a session too)',
        response: { 200: MessageResponseSchema },
      },
    },
    async (request, reply) => {
      if (request.auth) await revokeSession({ db: app.db, sessionId: request.auth.session.id });
      app.clearSessionCookie(reply);
      return { data: { message: translateMessage('auth.logged_out', request.locale) } };
    },
  );
};

export default signInRoutes;
