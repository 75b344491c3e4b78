import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@portal/contract';
import { findAllApplications } from '../../../domain/requests/find-all-applications';
import { findApplicationsInfo } from '../../../domain/requests/find-applications-info';
import { exporterScope } from '../../../domain/requests/request-scope';
import { route } from '../../../lib/endpoint-route';
import { requireUser } from '../../../plugins/auth';

/** Both request kinds together (spec §7): counts by status and one merged list. */
const applicationsRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.getApplicationsInfo, async (request) => {
    const scope = await exporterScope(app.db, requireUser(request).user);
    return { data: await findApplicationsInfo({ db: app.db, scope }) };
  });

  route(app, endpoints.listAllApplications, async (request) => {
    const scope = await exporterScope(app.db, requireUser(request).user);
    return {
      data: await findAllApplications({ db: app.db, scope, locale: request.locale, query: request.query }),
    };
  });
};

export default applicationsRoutes;
