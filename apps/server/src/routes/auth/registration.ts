import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CodeSentResponseSchema,
  CompanyInfoBodySchema,
  MainInfoBodySchema,
  RegisterBodySchema,
  SignInResponseSchema,
  StepResponseSchema,
  SubmitCodeBodySchema,
  VerificationPhoneBodySchema,
} from '@portal/contract';
import { registerUser } from '../../domain/auth/register-user';
import { sendEmailCode } from '../../domain/auth/send-email-code';
import { sendPhoneCode } from '../../domain/auth/send-phone-code';
import { submitCompanyInfo } from '../../domain/auth/submit-company-info';
import { submitMainInfo } from '../../domain/auth/submit-main-info';
import { verifyEmailCode } from '../../domain/auth/verify-email-code';
import { verifyPhoneCode } from '../../domain/auth/verify-phone-code';
import { getPasswordHashOptions } from '../../lib/password';
import { requireUser, SESSION_SECURITY } from '../../plugins/auth';

const tags = ['auth'];
const security = SESSION_SECURITY;

/** Registration in five steps, in order (spec §4, §7); each step answers the whole profile. */
const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/auth/register',
    {
      schema: {
        tags,
        summary: 'Step 1: create the account (e-mail, password, consent) and sign in',
        description:
          'Answers the session token and sets the `token` cookie. 409 `auth.email_taken` when the e-mail has an account.',
        body: RegisterBodySchema,
        response: { 200: SignInResponseSchema },
      },
    },
    async (request, reply) => {
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
        },
      };
    },
  );

  app.post(
    '/auth/verification-email',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Step 2: send a 6-digit code to the account’s e-mail (10 minutes; 3 sends per 15 minutes)',
        response: { 200: CodeSentResponseSchema },
      },
    },
    async (request) => ({
      data: await sendEmailCode({ db: app.db, jobs: app.jobs, userId: requireUser(request).user.id }),
    }),
  );

  app.post(
    '/auth/submit-verification-email',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Step 2: confirm the e-mail code (registration_step 1 → 2)',
        body: SubmitCodeBodySchema,
        response: { 200: StepResponseSchema },
      },
    },
    async (request) => ({
      data: {
        user: await verifyEmailCode({
          db: app.db,
          userId: requireUser(request).user.id,
          code: request.body.code,
        }),
      },
    }),
  );

  app.post(
    '/auth/verification-phone',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Step 3: keep the phone number (E.164) and send it an SMS code',
        body: VerificationPhoneBodySchema,
        response: { 200: CodeSentResponseSchema },
      },
    },
    async (request) => ({
      data: await sendPhoneCode({
        db: app.db,
        jobs: app.jobs,
        userId: requireUser(request).user.id,
        phone: request.body.phone,
      }),
    }),
  );

  app.post(
    '/auth/submit-verification-phone',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Step 3: confirm the SMS code (registration_step 2 → 3)',
        body: SubmitCodeBodySchema,
        response: { 200: StepResponseSchema },
      },
    },
    async (request) => ({
      data: {
        user: await verifyPhoneCode({
          db: app.db,
          userId: requireUser(request).user.id,
          code: request.body.code,
        }),
      },
    }),
  );

  app.post(
    '/auth/submit-user-main-info',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Step 4: the person’s name, surname, patronymic and position (registration_step 3 → 4)',
        body: MainInfoBodySchema,
        response: { 200: StepResponseSchema },
      },
    },
    async (request) => ({
      data: {
        user: await submitMainInfo({
          db: app.db,
          userId: requireUser(request).user.id,
          mainInfo: request.body,
        }),
      },
    }),
  );

  app.post(
    '/auth/submit-user-company-info',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Step 5: the company, spec §3 companyInfo (registration_step 4 → 5, registration complete)',
        body: CompanyInfoBodySchema,
        response: { 200: StepResponseSchema },
      },
    },
    async (request) => ({
      data: {
        user: await submitCompanyInfo({
          db: app.db,
          userId: requireUser(request).user.id,
          company: request.body,
        }),
      },
    }),
  );
};

export default registrationRoutes;
