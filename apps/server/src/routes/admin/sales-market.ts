import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminSalesMarketQueueQuerySchema,
  AdminSalesMarketQueueResponseSchema,
  AdminSalesMarketResponseSchema,
  AdminSharedContactBodySchema,
  AdminStatusBodySchema,
  RequestIdParamsSchema,
} from '@portal/contract';
import { changeAdminRequestStatus } from '../../domain/admin/change-admin-request-status';
import { createSharedContact } from '../../domain/admin/create-shared-contact';
import { findSalesMarketQueue } from '../../domain/admin/find-request-queue';
import { getAdminSalesMarket } from '../../domain/admin/get-admin-sales-market';
import { SESSION_SECURITY } from '../../plugins/auth';
import { BACK_OFFICE_ROLES, getAdminActor } from './admin-actor';

const tags = ['admin'];
const security = SESSION_SECURITY;

/** The managers' side of export applications (DOMAIN.md 'Requests and their statuses', decision 015). */
const salesMarketAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = [app.authenticate, app.authorize(BACK_OFFICE_ROLES)];

  app.get(
    '/admin/sales-market',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: "The managers' queue of export applications, with counts per status",
        description:
          'Every company’s applications; without `status` every status but drafts (`created`). ' +
          '`counts` cover every status whatever the filters.',
        querystring: AdminSalesMarketQueueQuerySchema,
        response: { 200: AdminSalesMarketQueueResponseSchema },
      },
    },
    async (request) => ({
      data: await findSalesMarketQueue({ db: app.db, locale: request.locale, query: request.query }),
    }),
  );

  app.get(
    '/admin/sales-market/:id',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'One export application with its company, history, shared contacts and allowed moves',
        params: RequestIdParamsSchema,
        response: { 200: AdminSalesMarketResponseSchema },
      },
    },
    async (request) => ({
      data: await getAdminSalesMarket({ db: app.db, id: request.params.id, locale: request.locale }),
    }),
  );

  app.post(
    '/admin/sales-market/:id/status',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Move an export application along the status graph',
        description:
          'A comment is required for in_finalization and denied (422). A move the graph has not, or ' +
          "the exporter's own (created → accepted), answers 409 `request.status_move_forbidden`. " +
          'The exporter is notified in the portal and by e-mail; the move goes to the audit log.',
        params: RequestIdParamsSchema,
        body: AdminStatusBodySchema,
        response: { 200: AdminSalesMarketResponseSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      await changeAdminRequestStatus({
        db: app.db,
        jobs: app.jobs,
        publicUrl: app.config.publicUrl,
        kind: 'sales_market',
        id,
        body: request.body,
        actor: getAdminActor(request),
      });
      return { data: await getAdminSalesMarket({ db: app.db, id, locale: request.locale }) };
    },
  );

  app.post(
    '/admin/sales-market/:id/shared-contacts',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: "Share an importer's contacts with the exporter",
        description:
          'Only while the application is approved or in_work (409 `request.contacts_not_allowed`). ' +
          'The exporter is notified in the portal; the action goes to the audit log.',
        params: RequestIdParamsSchema,
        body: AdminSharedContactBodySchema,
        response: { 200: AdminSalesMarketResponseSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      await createSharedContact({ db: app.db, id, body: request.body, actor: getAdminActor(request) });
      return { data: await getAdminSalesMarket({ db: app.db, id, locale: request.locale }) };
    },
  );
};

export default salesMarketAdminRoutes;
