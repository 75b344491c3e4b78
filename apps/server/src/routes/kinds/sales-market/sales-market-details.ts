import type { FastifyPluginAsync } from 'fastify';
import { endpoints, getProgressBarQuestions } from '@portal/contract';
import { findStatusHistory } from '../../../domain/requests/find-status-history';
import { findSharedContacts } from '../../../domain/requests/sales-market/find-shared-contacts';
import { rateSalesMarketApplication } from '../../../domain/requests/sales-market/rate-sales-market-application';
import { route } from '../../../lib/endpoint-route';

/** Export applications (spec §7): progress-bar questions, the rating, the history and shared contacts. */
const salesMarketDetailRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.listProgressBarQuestions, (request) => ({
    data: getProgressBarQuestions(request.query.type).map((question, index) => ({
      id: question.slug,
      type: question.type,
      position: index + 1,
      question: question.text[request.locale],
    })),
  }));

  route(app, endpoints.rateSalesMarketApplication, async (request, _reply, scope) => {
    return {
      data: await rateSalesMarketApplication({
        db: app.db,
        scope,
        id: request.params.id,
        body: request.body,
        locale: request.locale,
      }),
    };
  });

  route(app, endpoints.listSalesMarketStatusChanges, async (request, _reply, scope) => {
    return {
      data: await findStatusHistory({
        db: app.db,
        scope,
        kind: 'sales_market',
        requestId: request.query.sales_market_id,
        locale: request.locale,
      }),
    };
  });

  route(app, endpoints.listSalesMarketSharedContacts, async (request, _reply, scope) => {
    return {
      data: await findSharedContacts({ db: app.db, scope, id: request.params.id, locale: request.locale }),
    };
  });
};

export default salesMarketDetailRoutes;
