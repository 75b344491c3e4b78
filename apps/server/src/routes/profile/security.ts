import type { FastifyPluginAsync } from 'fastify';
import { endpoints, translateMessage } from '@portal/contract';
import { changePassword } from '../../domain/security/change-password';
import { disableTwoFactor } from '../../domain/security/disable-two-factor';
import { enableTwoFactor } from '../../domain/security/enable-two-factor';
import { getSecurity } from '../../domain/security/get-security';
import { route } from '../../lib/endpoint-route';
import { getPasswordHashOptions } from '../../lib/password';
import { requireUser } from '../../plugins/auth';

/** Security settings of the cabinet (spec §7; ARCHITECTURE §4): password, 2FA, sessions. */
const securityRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.getProfileSecurity, async (request) => {
    const { user, session } = requireUser(request);
    return { data: await getSecurity({ db: app.db, userId: user.id, currentSessionId: session.id }) };
  });

  route(app, endpoints.changePassword, async (request) => {
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
  });

  route(app, endpoints.enableTwoFactor, async (request) => ({
    data: await enableTwoFactor({
      db: app.db,
      secretBox: app.secretBox,
      userId: requireUser(request).user.id,
      code: request.body.code,
    }),
  }));

  route(app, endpoints.disableTwoFactor, async (request) => {
    await disableTwoFactor({
      db: app.db,
      secretBox: app.secretBox,
      userId: requireUser(request).user.id,
      code: request.body.code,
    });
    return { data: { message: translateMessage('auth.two_factor_disabled', request.locale) } };
  });
};

export default securityRoutes;
