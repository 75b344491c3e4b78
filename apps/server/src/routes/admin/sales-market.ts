import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@portal/contract';
import { changeAdminRequestStatus } from '../../domain/admin/change-admin-request-status';
import { createSharedContact } from '../../domain/admin/create-shared-contact';
import { findSalesMarketQueue } from '../../domain/admin/find-request-queue';
import { getAdminSalesMarket } from '../../domain/admin/get-admin-sales-market';
import { route } from '../../lib/endpoint-route';
import { getAdminActor } from './admin-actor';

/** The managers' side of export applications (DOMAIN.md 'Requests and their statuses', decision 015). */
const salesMarketAdminRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.listAdminSalesMarket, async (request) => ({
    data: await findSalesMarketQueue({ db: app.db, locale: request.locale, query: request.query }),
  }));

  route(app, endpoints.getAdminSalesMarket, async (request) => ({
    data: await getAdminSalesMarket({ db: app.db, id: request.params.id, locale: request.locale }),
  }));

  route(app, endpoints.changeAdminSalesMarketStatus, async (request) => {
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
  });

  route(app, endpoints.createAdminSharedContact, async (request) => {
    const { id } = request.params;
    await createSharedContact({ db: app.db, id, body: request.body, actor: getAdminActor(request) });
    return { data: await getAdminSalesMarket({ db: app.db, id, locale: request.locale }) };
  });
};

export default salesMarketAdminRoutes;
