import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@portal/contract';
import {
  findAdminImporterSales,
  getAdminImporterSale,
  shareImporterSale,
} from '../../domain/importer-sales/admin-importer-sales';
import { backOfficeScope } from '../../domain/requests/request-scope';
import { route } from '../../lib/endpoint-route';
import { requireUser } from '../../plugins/auth';

/** The import applications' queue, suggestions and sharing in the back office (issue 15 §4). */
const importerSaleAdminRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.listAdminImporterSales, async (request) => ({
    data: await findAdminImporterSales({
      db: app.db,
      scope: backOfficeScope(requireUser(request).user),
      query: request.query,
      locale: request.locale,
    }),
  }));

  route(app, endpoints.getAdminImporterSale, async (request) => ({
    data: await getAdminImporterSale({
      db: app.db,
      scope: backOfficeScope(requireUser(request).user),
      id: request.params.id,
      locale: request.locale,
    }),
  }));

  route(app, endpoints.shareAdminImporterSale, async (request) => ({
    data: await shareImporterSale({
      db: app.db,
      jobs: app.jobs,
      publicUrl: app.config.publicUrl,
      scope: backOfficeScope(requireUser(request).user),
      ip: request.ip,
      id: request.params.id,
      userIds: request.body.user_ids,
      locale: request.locale,
    }),
  }));
};

export default importerSaleAdminRoutes;
