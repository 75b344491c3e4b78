import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@portal/contract';
import { findAuditLog } from '../../domain/admin/find-audit-log';
import { route } from '../../lib/endpoint-route';

/** The audit log of back-office actions (issue 5, decision 015). */
const auditLogRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.listAdminAuditLog, async (request, _reply, scope) => {
    return { data: await findAuditLog({ db: app.db, scope, query: request.query }) };
  });
};

export default auditLogRoutes;
