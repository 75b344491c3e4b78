import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminSummaryResponseSchema } from '@portal/contract';
import { getAdminSummary } from '../../domain/admin/get-admin-summary';
import { SESSION_SECURITY } from '../../plugins/auth';
import { BACK_OFFICE_ROLES } from './admin-actor';

/** The back office's dashboard (decision 015). */
const summaryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/summary',
    {
      onRequest: [app.authenticate, app.authorize(BACK_OFFICE_ROLES)],
      schema: {
        tags: ['admin'],
        security: SESSION_SECURITY,
        summary: 'What waits for the managers: companies to verify, requests by status',
        response: { 200: AdminSummaryResponseSchema },
      },
    },
    async () => ({ data: await getAdminSummary({ db: app.db }) }),
  );
};

export default summaryRoutes;
