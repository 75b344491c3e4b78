import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@portal/contract';
import { getAdminSummary } from '../../domain/admin/get-admin-summary';
import { route } from '../../lib/endpoint-route';

/** The back office's dashboard (decision 015). */
const summaryRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.getAdminSummary, async (request, _reply, scope) => {
    return { data: await getAdminSummary({ db: app.db, scope }) };
  });
};

export default summaryRoutes;
