import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ChangePasswordBodySchema,
  MessageResponseSchema,
  SecurityResponseSchema,
  translateMessage,
  TwoFactorDisableBodySchema,
  TwoFactorEnableBodySchema,
  TwoFactorEnableResponseSchema,
} from '@portal/contract';
import { changePassword } from '../../domain/security/change-password';
import { disableTwoFactor } from '../../domain/security/disable-two-factor';
import { enableTwoFactor } from '../../domain/security/enable-two-factor';
import { getSecurity } from '../../domain/security/get-security';
import { getPasswordHashOptions } from '../../lib/password';
import { requireUser, SESSION_SECURITY } from '../../plugins/auth';

const tags = ['profile'];
const security = SESSION_SECURITY;

/** Security settings of the cabinet (spec §7; ARCHITECTURE §4): password, 2FA, sessions. */
const securityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/profile/security',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Two-factor state, last password change and the live sessions',
        response: { 200: SecurityResponseSchema },
      },
    },
    async (request) => {
      const { user, session } = requireUser(request);
      return { data: await getSecurity({ db: app.db, userId: user.id, currentSessionId: session.id }) };
    },
  );

  app.post(
    '/profile/security/change-password',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Change the password; every other session is revoked, this one stays',
        description: 'Wrong current password: 422 `auth.current_password_wrong` on `current_password`.',
        body: ChangePasswordBodySchema,
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => {
      const { user, session } = requireUser(request);
      await changePassword({
        db: app.db,
        passwordHash: getPasswordHashOptions(app.config),
        userId: user.id,
        currentSessionId: session.id,
        currentPassword: request.body.current_password,
        password: request.body.password,
      });
      return { data: { message: translateMessage('auth.password_changed', request.locale) } };
    },
  );

  app.post(
    '/profile/security/google-2fa-enable',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary:
          'Without a code: start enrolment (secret, otpauth URL, SVG QR code). With a code: turn 2FA on',
        description:
          'Wrong code: 422 `auth.totp_invalid` on `code`; no enrolment started: 409 `auth.totp_not_started`; already on: 409.',
        // No body at all (Fastify gives null) is the same as {}: a bare POST starts enrolment.
        body: z.preprocess((body) => body ?? {}, TwoFactorEnableBodySchema),
        response: { 200: TwoFactorEnableResponseSchema },
      },
    },
    async (request) => ({
      data: await enableTwoFactor({
        db: app.db,
        secretBox: app.secretBox,
        userId: requireUser(request).user.id,
        code: request.body.code,
      }),
    }),
  );

  app.post(
    '/profile/security/google-2fa-disable',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Turn 2FA off with a current code from the authenticator',
        body: TwoFactorDisableBodySchema,
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => {
      await disableTwoFactor({
        db: app.db,
        secretBox: app.secretBox,
        userId: requireUser(request).user.id,
        code: request.body.code,
      });
      return { data: { message: translateMessage('auth.two_factor_disabled', request.locale) } };
    },
  );
};

export default securityRoutes;
