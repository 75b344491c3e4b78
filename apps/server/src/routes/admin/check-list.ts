import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@portal/contract';
import { changeAdminRequestStatus } from '../../domain/admin/change-admin-request-status';
import { findCheckListQueue } from '../../domain/admin/find-request-queue';
import { getAdminCheckList } from '../../domain/admin/get-admin-check-list';
import { route } from '../../lib/endpoint-route';
import { getAdminActor } from './admin-actor';

/** The managers' side of market-analysis requests (the shorter status set, decision 015). */
const checkListAdminRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.listAdminCheckList, async (request) => ({
    data: await findCheckListQueue({ db: app.db, locale: request.locale, query: request.query }),
  }));

  route(app, endpoints.getAdminCheckList, async (request) => ({
    data: await getAdminCheckList({ db: app.db, id: request.params.id, locale: request.locale }),
  }));

  route(app, endpoints.changeAdminCheckListStatus, async (request) => {
    const { id } = request.params;
    await changeAdminRequestStatus({
      db: app.db,
      jobs: app.jobs,
      publicUrl: app.config.publicUrl,
      kind: 'check_list',
      id,
      body: request.body,
      actor: getAdminActor(request),
    });
    return { data: await getAdminCheckList({ db: app.db, id, locale: request.locale }) };
  });
};

export default checkListAdminRoutes;
