import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@portal/contract';
import { getAdminSummary } from '../../domain/admin/get-admin-summary';
import { backOfficeScope } from '../../domain/requests/request-scope';
import { route } from '../../lib/endpoint-route';
import { requireUser } from '../../plugins/auth';

/** The back office's dashboard (decision 015). */
const summaryRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.getAdminSummary, async (request) => {
    const scope = backOfficeScope(requireUser(request).user);
    return { data: await getAdminSummary({ db: app.db, scope }) };
  });
};

export default summaryRoutes;
