import type { FastifyPluginAsync } from 'fastify';
import { endpoints, translateMessage } from '@portal/contract';
import { requestPasswordReset } from '../../domain/auth/request-password-reset';
import { resetPassword } from '../../domain/auth/reset-password';
import { route } from '../../lib/endpoint-route';
import { getPasswordHashOptions } from '../../lib/password';

/** Forgotten password (issue 3): a one-time link by e-mail, then the new password. */
const passwordResetRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.requestPasswordReset, async (request) => {
    await requestPasswordReset({ db: app.db, jobs: app.jobs, email: request.body.email, ip: request.ip });
    return { data: { message: translateMessage('auth.reset_sent', request.locale) } };
  });

  route(app, endpoints.resetPassword, async (request) => {
    await resetPassword({
      db: app.db,
      passwordHash: getPasswordHashOptions(app.config),
      token: request.body.token,
      password: request.body.password,
    });
    return { data: { message: translateMessage('auth.password_reset_done', request.locale) } };
  });
};

export default passwordResetRoutes;
