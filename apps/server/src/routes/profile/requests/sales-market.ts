import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DeletedResponseSchema,
  RequestIdParamsSchema,
  SalesMarketApplicationResponseSchema,
  SalesMarketListQuerySchema,
  SalesMarketListResponseSchema,
  SalesMarketPersonalBodySchema,
  SalesMarketProductBodySchema,
} from '@portal/contract';
import { getCompanyIdOfUser } from '../../../domain/requests/company-of-user';
import { createSalesMarketApplication } from '../../../domain/requests/sales-market/create-sales-market-application';
import { deleteSalesMarketApplication } from '../../../domain/requests/sales-market/delete-sales-market-application';
import { findSalesMarketApplications } from '../../../domain/requests/sales-market/find-sales-market-applications';
import { getSalesMarketApplication } from '../../../domain/requests/sales-market/get-sales-market-application';
import { updateSalesMarketProduct } from '../../../domain/requests/sales-market/update-sales-market-product';
import { requireUser, SESSION_SECURITY } from '../../../plugins/auth';
import { getWriteContext } from './write-context';

const tags = ['sales-market'];
const security = SESSION_SECURITY;
const OWNERSHIP = "Another company's application (or a malformed id: 422) answers 404 with no data.";
const FILING =
  'Needs an approved company (403 `request.not_approved` otherwise; spec §2 guard, decision 014 §4).';

/** Export applications (spec §7 `/profile/sales-market/*`, decision 014): the list and the two steps. */
const salesMarketRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/profile/sales-market',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: "The company's export applications, newest first",
        description:
          'Filters: `status`; `date_from`/`date_to` (creation day, UTC, inclusive); `search` (every word in ' +
          'the Ukrainian or English product name, or the number); `hs` (section in Roman numerals, group, or ' +
          'product item prefix). Paged by `page` and `per_page`.',
        querystring: SalesMarketListQuerySchema,
        response: { 200: SalesMarketListResponseSchema },
      },
    },
    async (request) => {
      const companyId = await getCompanyIdOfUser(app.db, requireUser(request).user.id);
      return {
        data: await findSalesMarketApplications({
          db: app.db,
          locale: request.locale,
          companyId,
          query: request.query,
        }),
      };
    },
  );

  app.get(
    '/profile/sales-market/manage/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'One export application with everything it holds and what the exporter may do with it',
        description: OWNERSHIP,
        params: RequestIdParamsSchema,
        response: { 200: SalesMarketApplicationResponseSchema },
      },
    },
    async (request) => {
      const companyId = await getCompanyIdOfUser(app.db, requireUser(request).user.id);
      return {
        data: await getSalesMarketApplication({
          db: app.db,
          id: request.params.id,
          companyId,
          locale: request.locale,
        }),
      };
    },
  );

  app.post(
    '/profile/sales-market/manage',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Personal step: create an export application (status created)',
        description: `The contact person of the application. ${FILING} Answers 201 with the application.`,
        body: SalesMarketPersonalBodySchema,
        response: { 201: SalesMarketApplicationResponseSchema },
      },
    },
    async (request, reply) => {
      const data = await createSalesMarketApplication({
        ...getWriteContext(app, request),
        body: request.body,
        locale: request.locale,
      });
      return reply.code(201).send({ data });
    },
  );

  app.post(
    '/profile/sales-market/manage/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Product step: save the product and, by default, submit the application',
        description:
          'Only while `created` or `in_finalization` (409 `request.not_editable`). The classification codes ' +
          'must exist and nest, target countries must be importing countries, services and question ids must ' +
          'exist, the price may have no more decimals than its currency (422 on the field). `submit` (default ' +
          'true) moves `created` or `in_finalization` to `accepted` in the same transaction and e-mails the ' +
          `exporter; \`submit: false\` only saves. ${FILING} ${OWNERSHIP}`,
        params: RequestIdParamsSchema,
        body: SalesMarketProductBodySchema,
        response: { 200: SalesMarketApplicationResponseSchema },
      },
    },
    async (request) => ({
      data: await updateSalesMarketProduct({
        ...getWriteContext(app, request),
        id: request.params.id,
        body: request.body,
        locale: request.locale,
      }),
    }),
  );

  app.delete(
    '/profile/sales-market/manage/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Delete a draft export application',
        description: `Only in \`created\` (409 \`request.not_deletable\`). ${FILING} ${OWNERSHIP}`,
        params: RequestIdParamsSchema,
        response: { 200: DeletedResponseSchema },
      },
    },
    async (request) => {
      await deleteSalesMarketApplication({
        db: app.db,
        user: requireUser(request).user,
        id: request.params.id,
      });
      return { data: { deleted: true as const } };
    },
  );
};

export default salesMarketRoutes;
