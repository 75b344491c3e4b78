import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@portal/contract';
import { createSalesMarketApplication } from '../../../domain/requests/sales-market/create-sales-market-application';
import { deleteSalesMarketApplication } from '../../../domain/requests/sales-market/delete-sales-market-application';
import { findSalesMarketApplications } from '../../../domain/requests/sales-market/find-sales-market-applications';
import { getSalesMarketApplication } from '../../../domain/requests/sales-market/get-sales-market-application';
import { updateSalesMarketProduct } from '../../../domain/requests/sales-market/update-sales-market-product';
import { route } from '../../../lib/endpoint-route';
import { writeContext } from '../../profile/requests/write-context';

/** Export applications (spec §7 `/profile/sales-market/*`, decision 014): the list and the two steps. */
const salesMarketRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.listSalesMarketApplications, async (request, _reply, scope) => {
    return {
      data: await findSalesMarketApplications({
        db: app.db,
        scope,
        locale: request.locale,
        query: request.query,
      }),
    };
  });

  route(app, endpoints.getSalesMarketApplication, async (request, _reply, scope) => {
    return {
      data: await getSalesMarketApplication({
        db: app.db,
        scope,
        id: request.params.id,
        locale: request.locale,
      }),
    };
  });

  route(app, endpoints.createSalesMarketApplication, async (request, _reply, scope) => ({
    data: await createSalesMarketApplication({
      ...writeContext(app, request, scope),
      body: request.body,
      locale: request.locale,
    }),
  }));

  route(app, endpoints.updateSalesMarketApplication, async (request, _reply, scope) => ({
    data: await updateSalesMarketProduct({
      ...writeContext(app, request, scope),
      id: request.params.id,
      body: request.body,
      locale: request.locale,
    }),
  }));

  route(app, endpoints.deleteSalesMarketApplication, async (request, _reply, scope) => {
    await deleteSalesMarketApplication({ db: app.db, scope, id: request.params.id });
    return { data: { deleted: true as const } };
  });
};

export default salesMarketRoutes;
