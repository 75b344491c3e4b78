import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@portal/contract';
import { findAuditLog } from '../../domain/admin/find-audit-log';
import { backOfficeScope } from '../../domain/requests/request-scope';
import { route } from '../../lib/endpoint-route';
import { requireUser } from '../../plugins/auth';

/** The audit log of back-office actions (issue 5, decision 015). */
const auditLogRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.listAdminAuditLog, async (request) => {
    const scope = backOfficeScope(requireUser(request).user);
    return { data: await findAuditLog({ db: app.db, scope, query: request.query }) };
  });
};

export default auditLogRoutes;
