import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ExporterRatingBodySchema,
  getProgressBarQuestions,
  ProgressBarQuestionsQuerySchema,
  ProgressBarQuestionsResponseSchema,
  RequestIdParamsSchema,
  SalesMarketApplicationResponseSchema,
  SalesMarketChangesQuerySchema,
  SharedContactsResponseSchema,
  StatusChangesResponseSchema,
} from '@portal/contract';
import { assertRequestOfCompany } from '../../../domain/requests/assert-request-of-company';
import { getCompanyIdOfUser } from '../../../domain/requests/company-of-user';
import { findStatusHistory } from '../../../domain/requests/find-status-history';
import { findSharedContacts } from '../../../domain/requests/sales-market/find-shared-contacts';
import { rateSalesMarketApplication } from '../../../domain/requests/sales-market/rate-sales-market-application';
import { requireUser, SESSION_SECURITY } from '../../../plugins/auth';
import { EmptyBodySchema } from './empty-body';

const tags = ['sales-market'];
const security = SESSION_SECURITY;
const OWNERSHIP = "Another company's application (or a malformed id: 422) answers 404 with no data.";

/** Export applications (spec §7): progress-bar questions, the rating, the history and shared contacts. */
const salesMarketDetailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/profile/sales-market/get-progress-bar-questions',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'The progress-bar questions of a request kind, in order',
        description:
          '`type=sales_market`: the export-readiness questions of an export application; `type=check_list`: ' +
          'the questions of a market-analysis request. Answers are keyed by `id`.',
        querystring: ProgressBarQuestionsQuerySchema,
        response: { 200: ProgressBarQuestionsResponseSchema },
      },
    },
    async (request) => ({
      data: getProgressBarQuestions(request.query.type).map((question, index) => ({
        id: question.slug,
        type: question.type,
        position: index + 1,
        question: question.text[request.locale],
      })),
    }),
  );

  app.post(
    '/profile/sales-market/store/exporter-ratings/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: "Rate the office's work on a closed export application (1–5 with a comment)",
        description:
          'Only when the application is `closed`, `contract` or `future` (409 `request.rating_not_allowed`), ' +
          `and once (409 \`request.already_rated\`). Answers the application. ${OWNERSHIP}`,
        params: RequestIdParamsSchema,
        body: ExporterRatingBodySchema,
        response: { 200: SalesMarketApplicationResponseSchema },
      },
    },
    async (request) => ({
      data: await rateSalesMarketApplication({
        db: app.db,
        userId: requireUser(request).user.id,
        id: request.params.id,
        body: request.body,
        locale: request.locale,
      }),
    }),
  );

  app.post(
    '/profile/sales-market/get-changes-info',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'The status history of an export application, oldest first',
        description: `Who (exporter or manager), when, from, to and the comment; the creation is the first row. The body may be empty. ${OWNERSHIP}`,
        querystring: SalesMarketChangesQuerySchema,
        body: EmptyBodySchema,
        response: { 200: StatusChangesResponseSchema },
      },
    },
    async (request) => {
      const companyId = await getCompanyIdOfUser(app.db, requireUser(request).user.id);
      const id = request.query.sales_market_id;
      await assertRequestOfCompany({ db: app.db, kind: 'sales_market', id, companyId });
      return {
        data: await findStatusHistory({
          db: app.db,
          kind: 'sales_market',
          requestId: id,
          locale: request.locale,
        }),
      };
    },
  );

  app.get(
    '/profile/sales-market/get-shared-contacts/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: "Importers' contacts a manager shared on an export application",
        description: OWNERSHIP,
        params: RequestIdParamsSchema,
        response: { 200: SharedContactsResponseSchema },
      },
    },
    async (request) => {
      const companyId = await getCompanyIdOfUser(app.db, requireUser(request).user.id);
      return {
        data: await findSharedContacts({
          db: app.db,
          id: request.params.id,
          companyId,
          locale: request.locale,
        }),
      };
    },
  );
};

export default salesMarketDetailRoutes;
