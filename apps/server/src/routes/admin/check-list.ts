import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@portal/contract';
import { changeAdminRequestStatus } from '../../domain/admin/change-admin-request-status';
import { findCheckListQueue } from '../../domain/admin/find-request-queue';
import { getAdminCheckList } from '../../domain/admin/get-admin-check-list';
import { backOfficeScope } from '../../domain/requests/request-scope';
import { route } from '../../lib/endpoint-route';
import { requireUser } from '../../plugins/auth';

/** The managers' side of market-analysis requests (the shorter status set, decision 015). */
const checkListAdminRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.listAdminCheckList, async (request) => {
    const scope = backOfficeScope(requireUser(request).user);
    return {
      data: await findCheckListQueue({ db: app.db, scope, locale: request.locale, query: request.query }),
    };
  });

  route(app, endpoints.getAdminCheckList, async (request) => {
    const scope = backOfficeScope(requireUser(request).user);
    return {
      data: await getAdminCheckList({ db: app.db, scope, id: request.params.id, locale: request.locale }),
    };
  });

  route(app, endpoints.changeAdminCheckListStatus, async (request) => {
    const scope = backOfficeScope(requireUser(request).user);
    const { id } = request.params;
    await changeAdminRequestStatus({
      db: app.db,
      jobs: app.jobs,
      publicUrl: app.config.publicUrl,
      scope,
      ip: request.ip,
      kind: 'check_list',
      id,
      body: request.body,
    });
    return { data: await getAdminCheckList({ db: app.db, scope, id, locale: request.locale }) };
  });
};

export default checkListAdminRoutes;
