import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@portal/contract';
import { getCompanyIdOfUser } from '../../../domain/requests/company-of-user';
import { findAllApplications } from '../../../domain/requests/find-all-applications';
import { findApplicationsInfo } from '../../../domain/requests/find-applications-info';
import { route } from '../../../lib/endpoint-route';
import { requireUser } from '../../../plugins/auth';

/** Both request kinds together (spec §7): counts by status and one merged list. */
const applicationsRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.getApplicationsInfo, async (request) => {
    const companyId = await getCompanyIdOfUser(app.db, requireUser(request).user.id);
    return { data: await findApplicationsInfo({ db: app.db, companyId }) };
  });

  route(app, endpoints.listAllApplications, async (request) => {
    const companyId = await getCompanyIdOfUser(app.db, requireUser(request).user.id);
    return {
      data: await findAllApplications({
        db: app.db,
        locale: request.locale,
        companyId,
        query: request.query,
      }),
    };
  });
};

export default applicationsRoutes;
