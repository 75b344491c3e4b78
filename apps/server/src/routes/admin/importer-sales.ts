import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@portal/contract';
import {
  findAdminImporterSales,
  getAdminImporterSale,
  shareImporterSale,
} from '../../domain/importer-sales/admin-importer-sales';
import { route } from '../../lib/endpoint-route';

/** The import applications' queue, suggestions and sharing in the back office (issue 15 §4). */
const importerSaleAdminRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.listAdminImporterSales, async (request, _reply, scope) => ({
    data: await findAdminImporterSales({
      db: app.db,
      scope,
      query: request.query,
      locale: request.locale,
    }),
  }));

  route(app, endpoints.getAdminImporterSale, async (request, _reply, scope) => ({
    data: await getAdminImporterSale({
      db: app.db,
      scope,
      id: request.params.id,
      locale: request.locale,
    }),
  }));

  route(app, endpoints.shareAdminImporterSale, async (request, _reply, scope) => ({
    data: await shareImporterSale({
      db: app.db,
      jobs: app.jobs,
      publicUrl: app.config.publicUrl,
      scope,
      ip: request.ip,
      id: request.params.id,
      userIds: request.body.user_ids,
      locale: request.locale,
    }),
  }));
};

export default importerSaleAdminRoutes;
