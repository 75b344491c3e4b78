import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@portal/contract';
import {
  findAdminCourierRequests,
  getAdminCourierRequest,
} from '../../domain/courier/find-admin-courier-requests';
import { route } from '../../lib/endpoint-route';

/** The back office's courier requests (issue 28 §5): every company's, read only. */
const courierAdminRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.listAdminCourierRequests, async (request, _reply, scope) => ({
    data: await findAdminCourierRequests({ db: app.db, scope, locale: request.locale, query: request.query }),
  }));

  route(app, endpoints.getAdminCourierRequest, async (request, _reply, scope) => ({
    data: await getAdminCourierRequest({ db: app.db, scope, id: request.params.id, locale: request.locale }),
  }));
};

export default courierAdminRoutes;
