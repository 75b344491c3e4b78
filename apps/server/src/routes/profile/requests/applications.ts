import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AllApplicationsQuerySchema,
  AllApplicationsResponseSchema,
  ApplicationsInfoResponseSchema,
} from '@portal/contract';
import { getCompanyIdOfUser } from '../../../domain/requests/company-of-user';
import { findAllApplications } from '../../../domain/requests/find-all-applications';
import { findApplicationsInfo } from '../../../domain/requests/find-applications-info';
import { requireUser, SESSION_SECURITY } from '../../../plugins/auth';

const tags = ['applications'];
const security = SESSION_SECURITY;

/** Both request kinds together (spec §7): counts by status and one merged list. */
const applicationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/profile/get-applications-info',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: "The company's export applications and market-analysis requests counted by status",
        response: { 200: ApplicationsInfoResponseSchema },
      },
    },
    async (request) => {
      const companyId = await getCompanyIdOfUser(app.db, requireUser(request).user.id);
      return { data: await findApplicationsInfo({ db: app.db, companyId }) };
    },
  );

  app.get(
    '/profile/get-all-applications',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: "All the company's requests of both kinds, the latest status change first",
        description:
          'The filters of the lists (`status`, `date_from`, `date_to`, `search`, `hs`) and `kind` ' +
          '(`sales_market` or `check_list`). Paged by `page` and `per_page`.',
        querystring: AllApplicationsQuerySchema,
        response: { 200: AllApplicationsResponseSchema },
      },
    },
    async (request) => {
      const companyId = await getCompanyIdOfUser(app.db, requireUser(request).user.id);
      return {
        data: await findAllApplications({
          db: app.db,
          locale: request.locale,
          companyId,
          query: request.query,
        }),
      };
    },
  );
};

export default applicationsRoutes;
