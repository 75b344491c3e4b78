import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@portal/contract';
import { getAdminSummary } from '../../domain/admin/get-admin-summary';
import { route } from '../../lib/endpoint-route';

/** The back office's dashboard (decision 015). */
const summaryRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.getAdminSummary, async () => ({ data: await getAdminSummary({ db: app.db }) }));
};

export default summaryRoutes;
