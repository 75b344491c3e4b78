import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CHECK_LIST_CATEGORIES,
  CheckListBodySchema,
  CheckListChangesQuerySchema,
  CheckListListQuerySchema,
  CheckListListResponseSchema,
  CheckListRequestResponseSchema,
  DeletedResponseSchema,
  FIELDS_OF_ACTIVITY,
  OptionsResponseSchema,
  RequestIdParamsSchema,
  StatusChangesResponseSchema,
} from '@portal/contract';
import { assertRequestOfCompany } from '../../../domain/requests/assert-request-of-company';
import { createCheckListRequest } from '../../../domain/requests/check-list/create-check-list-request';
import { deleteCheckListRequest } from '../../../domain/requests/check-list/delete-check-list-request';
import { findCheckListRequests } from '../../../domain/requests/check-list/find-check-list-requests';
import { getCheckListRequest } from '../../../domain/requests/check-list/get-check-list-request';
import { updateCheckListRequest } from '../../../domain/requests/check-list/update-check-list-request';
import { getCompanyIdOfUser } from '../../../domain/requests/company-of-user';
import { findStatusHistory } from '../../../domain/requests/find-status-history';
import { requireUser, SESSION_SECURITY } from '../../../plugins/auth';
import { EmptyBodySchema } from './empty-body';
import { getWriteContext } from './write-context';

const tags = ['check-list'];
const security = SESSION_SECURITY;
const OWNERSHIP = "Another company's request (or a malformed id: 422) answers 404 with no data.";
const FILING =
  'Needs an approved company (403 `request.not_approved` otherwise; spec §2 guard, decision 014 §4).';
const CONTENT =
  'The classification codes must exist and nest, target countries must be importing countries and ' +
  'answers must be keyed by check-list questions (422 on the field).';

/** Market-analysis requests (spec §7 `/profile/check-list/*`, decision 014): one step, the short status set. */
const checkListRoutes: FastifyPluginAsyncZod = async (app) => {
  const options = [
    { url: '/profile/check-list/get-areas-of-activity', list: FIELDS_OF_ACTIVITY, what: 'Areas of activity' },
    {
      url: '/profile/check-list/get-categories',
      list: CHECK_LIST_CATEGORIES,
      what: 'Categories of market analysis',
    },
  ] as const;
  for (const option of options) {
    app.get(
      option.url,
      {
        onRequest: app.authenticate,
        schema: {
          tags,
          security,
          summary: `${option.what} a market-analysis request is filed for`,
          response: { 200: OptionsResponseSchema },
        },
      },
      async (request) => ({
        data: option.list.map((item) => ({ code: item.code, name: item[request.locale] })),
      }),
    );
  }

  app.get(
    '/profile/check-list/manage',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: "The company's market-analysis requests, newest first",
        description:
          'Filters as the export list (`status` of the short set, `date_from`, `date_to`, `search`, `hs`) and ' +
          '`category`. Paged by `page` and `per_page`.',
        querystring: CheckListListQuerySchema,
        response: { 200: CheckListListResponseSchema },
      },
    },
    async (request) => {
      const companyId = await getCompanyIdOfUser(app.db, requireUser(request).user.id);
      return {
        data: await findCheckListRequests({
          db: app.db,
          locale: request.locale,
          companyId,
          query: request.query,
        }),
      };
    },
  );

  app.post(
    '/profile/check-list/manage',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'File a market-analysis request',
        description:
          '`submit` (default true) creates it and moves it to `accepted` in one transaction (the history holds ' +
          `both) and e-mails the exporter; \`submit: false\` keeps a draft in \`created\`. ${CONTENT} ${FILING} ` +
          'Answers 201 with the request.',
        body: CheckListBodySchema,
        response: { 201: CheckListRequestResponseSchema },
      },
    },
    async (request, reply) => {
      const data = await createCheckListRequest({
        ...getWriteContext(app, request),
        body: request.body,
        locale: request.locale,
      });
      return reply.code(201).send({ data });
    },
  );

  app.get(
    '/profile/check-list/manage/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'One market-analysis request and what the exporter may do with it',
        description: OWNERSHIP,
        params: RequestIdParamsSchema,
        response: { 200: CheckListRequestResponseSchema },
      },
    },
    async (request) => {
      const companyId = await getCompanyIdOfUser(app.db, requireUser(request).user.id);
      return {
        data: await getCheckListRequest({
          db: app.db,
          id: request.params.id,
          companyId,
          locale: request.locale,
        }),
      };
    },
  );

  app.post(
    '/profile/check-list/manage/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Change a market-analysis request and, by default, submit it',
        description:
          'Only while `created` or `in_finalization` (409 `request.not_editable`). `submit` (default true) moves ' +
          `it to \`accepted\` in the same transaction; \`submit: false\` only saves. ${CONTENT} ${FILING} ${OWNERSHIP}`,
        params: RequestIdParamsSchema,
        body: CheckListBodySchema,
        response: { 200: CheckListRequestResponseSchema },
      },
    },
    async (request) => ({
      data: await updateCheckListRequest({
        ...getWriteContext(app, request),
        id: request.params.id,
        body: request.body,
        locale: request.locale,
      }),
    }),
  );

  app.delete(
    '/profile/check-list/manage/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Delete a draft market-analysis request',
        description: `Only in \`created\` (409 \`request.not_deletable\`). ${FILING} ${OWNERSHIP}`,
        params: RequestIdParamsSchema,
        response: { 200: DeletedResponseSchema },
      },
    },
    async (request) => {
      await deleteCheckListRequest({ db: app.db, user: requireUser(request).user, id: request.params.id });
      return { data: { deleted: true as const } };
    },
  );

  app.post(
    '/profile/check-list/get-changes-info',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'The status history of a market-analysis request, oldest first',
        description: `Who, when, from, to and the comment; the creation is the first row. The body may be empty. ${OWNERSHIP}`,
        querystring: CheckListChangesQuerySchema,
        body: EmptyBodySchema,
        response: { 200: StatusChangesResponseSchema },
      },
    },
    async (request) => {
      const companyId = await getCompanyIdOfUser(app.db, requireUser(request).user.id);
      const id = request.query.check_list_request_id;
      await assertRequestOfCompany({ db: app.db, kind: 'check_list', id, companyId });
      return {
        data: await findStatusHistory({
          db: app.db,
          kind: 'check_list',
          requestId: id,
          locale: request.locale,
        }),
      };
    },
  );
};

export default checkListRoutes;
