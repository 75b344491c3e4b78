import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@portal/contract';
import {
  acceptSharedSale,
  declineSharedSale,
  findDeclineQuestions,
  findSharedSales,
} from '../../domain/importer-sales/shared-sales';
import { route } from '../../lib/endpoint-route';

/** Import applications shared with the exporter's company (spec §7 'Importer sales', issue 15 §4). */
const importerSaleRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.listSharedSales, async (request, _reply, scope) => {
    return { data: await findSharedSales({ db: app.db, scope, locale: request.locale }) };
  });

  route(app, endpoints.acceptSharedSale, async (request, _reply, scope) => {
    return {
      data: await acceptSharedSale({
        db: app.db,
        jobs: app.jobs,
        scope,
        id: request.params.id,
        locale: request.locale,
      }),
    };
  });

  route(app, endpoints.declineSharedSale, async (request, _reply, scope) => {
    return {
      data: await declineSharedSale({
        db: app.db,
        scope,
        id: request.params.id,
        body: request.body,
        locale: request.locale,
      }),
    };
  });

  route(app, endpoints.listDeclineQuestions, (request, reply) =>
    app.referenceCache.send(request, reply, 'importer-sale.decline-questions', async () =>
      findDeclineQuestions(request.locale),
    ),
  );
};

export default importerSaleRoutes;
