import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@portal/contract';
import { findAllApplications } from '../../../domain/requests/find-all-applications';
import { findApplicationsInfo } from '../../../domain/requests/find-applications-info';
import { route } from '../../../lib/endpoint-route';

/** Both request kinds together (spec §7): counts by status and one merged list. */
const applicationsRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.getApplicationsInfo, async (request, _reply, scope) => {
    return { data: await findApplicationsInfo({ db: app.db, scope }) };
  });

  route(app, endpoints.listAllApplications, async (request, _reply, scope) => {
    return {
      data: await findAllApplications({ db: app.db, scope, locale: request.locale, query: request.query }),
    };
  });
};

export default applicationsRoutes;
