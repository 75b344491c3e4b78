import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CompanyDataBodySchema,
  DirectorDataBodySchema,
  ExpertDataBodySchema,
  MainInfoBodySchema,
  ProfileResponseSchema,
  VchasnoDataBodySchema,
} from '@portal/contract';
import { getProfile } from '../../domain/profile/get-profile';
import { updateCompanyInfo } from '../../domain/profile/update-company-info';
import { updateMainInfo } from '../../domain/profile/update-main-info';
import { requireUser, SESSION_SECURITY } from '../../plugins/auth';

const tags = ['profile'];
const security = SESSION_SECURITY;
const CHANGE_NOTE =
  'Needs a finished registration (409 `auth.wrong_step` before step 5). Answers the updated profile.';

/** The personal cabinet (spec §3, §7): the profile and its changes; each change answers the profile. */
const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/profile',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'The signed-in user with every field of spec §3',
        response: { 200: ProfileResponseSchema },
      },
    },
    async (request) => ({
      data: { user: await getProfile({ db: app.db, userId: requireUser(request).user.id }) },
    }),
  );

  app.post(
    '/profile/change-main-data',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Change the personal data (main_info)',
        description: CHANGE_NOTE,
        body: MainInfoBodySchema,
        response: { 200: ProfileResponseSchema },
      },
    },
    async (request) => ({
      data: {
        user: await updateMainInfo({
          db: app.db,
          userId: requireUser(request).user.id,
          mainInfo: request.body,
        }),
      },
    }),
  );

  const companyCalls = [
    { url: '/profile/change-company-data', body: CompanyDataBodySchema, summary: 'Change the company data' },
    {
      url: '/profile/change-expert-data',
      body: ExpertDataBodySchema,
      summary: 'Change the export contact person',
    },
    { url: '/profile/change-director-data', body: DirectorDataBodySchema, summary: 'Change the director' },
    {
      url: '/profile/change-vchasno-data',
      body: VchasnoDataBodySchema,
      summary: 'Change the e-mail of the electronic-document service',
    },
  ] as const;
  for (const call of companyCalls) {
    app.post(
      call.url,
      {
        onRequest: app.authenticate,
        schema: {
          tags,
          security,
          summary: call.summary,
          description: CHANGE_NOTE,
          body: call.body,
          response: { 200: ProfileResponseSchema },
        },
      },
      async (request) => ({
        data: {
          user: await updateCompanyInfo({
            db: app.db,
            userId: requireUser(request).user.id,
            changes: request.body,
          }),
        },
      }),
    );
  }
};

export default profileRoutes;
