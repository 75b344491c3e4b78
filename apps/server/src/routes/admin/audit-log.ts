import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AuditLogQuerySchema, AuditLogResponseSchema } from '@portal/contract';
import { findAuditLog } from '../../domain/admin/find-audit-log';
import { SESSION_SECURITY } from '../../plugins/auth';
import { BACK_OFFICE_ROLES } from './admin-actor';

/** The audit log of back-office actions (issue 5, decision 015). */
const auditLogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/audit-log',
    {
      onRequest: [app.authenticate, app.authorize(BACK_OFFICE_ROLES)],
      schema: {
        tags: ['admin'],
        security: SESSION_SECURITY,
        summary: 'The audit log of back-office actions, newest first',
        description: '`entity_id` of a company is its user id; of a request, the request id.',
        querystring: AuditLogQuerySchema,
        response: { 200: AuditLogResponseSchema },
      },
    },
    async (request) => ({ data: await findAuditLog({ db: app.db, query: request.query }) }),
  );
};

export default auditLogRoutes;
