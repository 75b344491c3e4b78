import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminCheckListQueueQuerySchema,
  AdminCheckListQueueResponseSchema,
  AdminCheckListResponseSchema,
  AdminStatusBodySchema,
  RequestIdParamsSchema,
} from '@portal/contract';
import { changeAdminRequestStatus } from '../../domain/admin/change-admin-request-status';
import { findCheckListQueue } from '../../domain/admin/find-request-queue';
import { getAdminCheckList } from '../../domain/admin/get-admin-check-list';
import { SESSION_SECURITY } from '../../plugins/auth';
import { BACK_OFFICE_ROLES, getAdminActor } from './admin-actor';

const tags = ['admin'];
const security = SESSION_SECURITY;

/** The managers' side of market-analysis requests (the shorter status set, decision 015). */
const checkListAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = [app.authenticate, app.authorize(BACK_OFFICE_ROLES)];

  app.get(
    '/admin/check-list',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: "The managers' queue of market-analysis requests, with counts per status",
        description:
          'Every company’s requests; without `status` every status but drafts (`created`). ' +
          '`counts` cover every status of the shorter set whatever the filters.',
        querystring: AdminCheckListQueueQuerySchema,
        response: { 200: AdminCheckListQueueResponseSchema },
      },
    },
    async (request) => ({
      data: await findCheckListQueue({ db: app.db, locale: request.locale, query: request.query }),
    }),
  );

  app.get(
    '/admin/check-list/:id',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'One market-analysis request with its company, history and allowed moves',
        params: RequestIdParamsSchema,
        response: { 200: AdminCheckListResponseSchema },
      },
    },
    async (request) => ({
      data: await getAdminCheckList({ db: app.db, id: request.params.id, locale: request.locale }),
    }),
  );

  app.post(
    '/admin/check-list/:id/status',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Move a market-analysis request along the status graph',
        description:
          'A comment is required for in_finalization and denied (422). A move the graph has not, ' +
          'a status outside the shorter set (in_work, contract, future) or the exporter’s own move ' +
          'answers 409 `request.status_move_forbidden`.',
        params: RequestIdParamsSchema,
        body: AdminStatusBodySchema,
        response: { 200: AdminCheckListResponseSchema },
      },
    },
    async (request) => {
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
    },
  );
};

export default checkListAdminRoutes;
