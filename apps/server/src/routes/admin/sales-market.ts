import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@portal/contract';
import { changeAdminRequestStatus } from '../../domain/admin/change-admin-request-status';
import { createSharedContact } from '../../domain/admin/create-shared-contact';
import { findSalesMarketQueue } from '../../domain/admin/find-request-queue';
import { getAdminSalesMarket } from '../../domain/admin/get-admin-sales-market';
import { backOfficeScope } from '../../domain/requests/request-scope';
import { route } from '../../lib/endpoint-route';
import { requireUser } from '../../plugins/auth';

/** The managers' side of export applications (DOMAIN.md 'Requests and their statuses', decision 015). */
const salesMarketAdminRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.listAdminSalesMarket, async (request) => {
    const scope = backOfficeScope(requireUser(request).user);
    return {
      data: await findSalesMarketQueue({ db: app.db, scope, locale: request.locale, query: request.query }),
    };
  });

  route(app, endpoints.getAdminSalesMarket, async (request) => {
    const scope = backOfficeScope(requireUser(request).user);
    return {
      data: await getAdminSalesMarket({ db: app.db, scope, id: request.params.id, locale: request.locale }),
    };
  });

  route(app, endpoints.changeAdminSalesMarketStatus, async (request) => {
    const scope = backOfficeScope(requireUser(request).user);
    const { id } = request.params;
    await changeAdminRequestStatus({
      db: app.db,
      jobs: app.jobs,
      publicUrl: app.config.publicUrl,
      scope,
      ip: request.ip,
      kind: 'sales_market',
      id,
      body: request.body,
    });
    return { data: await getAdminSalesMarket({ db: app.db, scope, id, locale: request.locale }) };
  });

  route(app, endpoints.createAdminSharedContact, async (request) => {
    const scope = backOfficeScope(requireUser(request).user);
    const { id } = request.params;
    await createSharedContact({ db: app.db, scope, ip: request.ip, id, body: request.body });
    return { data: await getAdminSalesMarket({ db: app.db, scope, id, locale: request.locale }) };
  });
};

export default salesMarketAdminRoutes;
