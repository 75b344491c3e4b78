import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@portal/contract';
import { registerUser } from '../../domain/auth/register-user';
import { sendEmailCode } from '../../domain/auth/send-email-code';
import { sendPhoneCode } from '../../domain/auth/send-phone-code';
import { submitCompanyInfo } from '../../domain/auth/submit-company-info';
import { submitMainInfo } from '../../domain/auth/submit-main-info';
import { verifyEmailCode } from '../../domain/auth/verify-email-code';
import { verifyPhoneCode } from '../../domain/auth/verify-phone-code';
import { route } from '../../lib/endpoint-route';
import { getPasswordHashOptions } from '../../lib/password';
import { requireUser } from '../../plugins/auth';

/** Registration in five steps, in order (spec §4, §7); each step answers the whole profile. */
const registrationRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.registerAccount, async (request, reply) => {
    const result = await registerUser({
      db: app.db,
      passwordHash: getPasswordHashOptions(app.config),
      email: request.body.email,
      password: request.body.password,
      locale: request.locale,
      ip: request.ip,
      userAgent: request.headers['user-agent'],
      newAccountsPerAddress: app.config.NEW_ACCOUNTS_PER_ADDRESS,
    });
    app.setSessionCookie(reply, result.token);
    return {
      data: {
        requires_2fa: false as const,
        token: result.token,
        registration_step: result.registrationStep,
        role: 'exporter' as const,
      },
    };
  });

  route(app, endpoints.sendEmailVerificationCode, async (request) => ({
    data: await sendEmailCode({ db: app.db, jobs: app.jobs, userId: requireUser(request).user.id }),
  }));

  route(app, endpoints.submitEmailVerificationCode, async (request) => ({
    data: {
      user: await verifyEmailCode({
        db: app.db,
        userId: requireUser(request).user.id,
        code: request.body.code,
      }),
    },
  }));

  route(app, endpoints.sendPhoneVerificationCode, async (request) => ({
    data: await sendPhoneCode({
      db: app.db,
      jobs: app.jobs,
      userId: requireUser(request).user.id,
      phone: request.body.phone,
    }),
  }));

  route(app, endpoints.submitPhoneVerificationCode, async (request) => ({
    data: {
      user: await verifyPhoneCode({
        db: app.db,
        userId: requireUser(request).user.id,
        code: request.body.code,
      }),
    },
  }));

  route(app, endpoints.submitRegistrationMainInfo, async (request) => ({
    data: {
      user: await submitMainInfo({
        db: app.db,
        userId: requireUser(request).user.id,
        mainInfo: request.body,
      }),
    },
  }));

  route(app, endpoints.submitRegistrationCompanyInfo, async (request) => ({
    data: {
      user: await submitCompanyInfo({
        db: app.db,
        userId: requireUser(request).user.id,
        company: request.body,
      }),
    },
  }));
};

export default registrationRoutes;
