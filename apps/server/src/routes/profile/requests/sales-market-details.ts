import type { FastifyPluginAsync } from 'fastify';
import { endpoints, getProgressBarQuestions } from '@portal/contract';
import { assertRequestOfCompany } from '../../../domain/requests/assert-request-of-company';
import { getCompanyIdOfUser } from '../../../domain/requests/company-of-user';
import { findStatusHistory } from '../../../domain/requests/find-status-history';
import { findSharedContacts } from '../../../domain/requests/sales-market/find-shared-contacts';
import { rateSalesMarketApplication } from '../../../domain/requests/sales-market/rate-sales-market-application';
import { route } from '../../../lib/endpoint-route';
import { requireUser } from '../../../plugins/auth';

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

  route(app, endpoints.rateSalesMarketApplication, async (request) => ({
    data: await rateSalesMarketApplication({
      db: app.db,
      userId: requireUser(request).user.id,
      id: request.params.id,
      body: request.body,
      locale: request.locale,
    }),
  }));

  route(app, endpoints.listSalesMarketStatusChanges, async (request) => {
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
  });

  route(app, endpoints.listSalesMarketSharedContacts, async (request) => {
    const companyId = await getCompanyIdOfUser(app.db, requireUser(request).user.id);
    return {
      data: await findSharedContacts({
        db: app.db,
        id: request.params.id,
        companyId,
        locale: request.locale,
      }),
    };
  });
};

export default salesMarketDetailRoutes;
