import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@portal/contract';
import { createSharedContact } from '../../../domain/requests/sales-market/create-shared-contact';
import { getAdminSalesMarket } from '../../../domain/requests/sales-market/get-admin-sales-market';
import { callContext, route } from '../../../lib/endpoint-route';

/** What only export applications have in the back office: an importer's contacts shared with the exporter. */
const salesMarketBackOfficeRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.createAdminSharedContact, async (request, _reply, scope) => {
    const context = callContext(app, request, scope);
    const { id } = request.params;
    await createSharedContact({ db: app.db, scope: context.scope, ip: request.ip, id, body: request.body });
    return { data: await getAdminSalesMarket({ ...context, id }) };
  });
};

export default salesMarketBackOfficeRoutes;
