import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MessageResponseSchema,
  ResetPasswordBodySchema,
  ResetPasswordNotificationBodySchema,
  translateMessage,
} from '@portal/contract';
import { requestPasswordReset } from '../../domain/auth/request-password-reset';
import { resetPassword } from '../../domain/auth/reset-password';
import { getPasswordHashOptions } from '../../lib/password';

const tags = ['auth'];

/** Forgotten password (issue 3): a one-time link by e-mail, then the new password. */
const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/auth/reset-password-notification',
    {
      schema: {
        tags,
        summary: 'E-mail a one-time link (60 minutes) to set a new password',
        description:
          'Always the same answer, whether or not the e-mail has an account. Too many requests from one address: 429.',
        body: ResetPasswordNotificationBodySchema,
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => {
      await requestPasswordReset({ db: app.db, jobs: app.jobs, email: request.body.email, ip: request.ip });
      return { data: { message: translateMessage('auth.reset_sent', request.locale) } };
    },
  );

  app.post(
    '/auth/reset-password',
    {
      schema: {
        tags,
        summary: 'Set a new password with the e-mailed token; every session of the account is revoked',
        description: 'An unknown, expired or used token: 422 `auth.reset_token_invalid` on `token`.',
        body: ResetPasswordBodySchema,
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => {
      await resetPassword({
        db: app.db,
        passwordHash: getPasswordHashOptions(app.config),
        token: request.body.token,
        password: request.body.password,
      });
      return { data: { message: translateMessage('auth.password_reset_done', request.locale) } };
    },
  );
};

export default passwordResetRoutes;
