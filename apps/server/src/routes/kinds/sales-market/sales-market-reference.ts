import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@portal/contract';
import { registerExportReferenceRoutes } from '../../common/export-reference';

/** GET /profile/sales-market/get-incoterms and get-services (spec §7), for signed-in users (401 otherwise). */
const salesMarketReferenceRoutes: FastifyPluginAsync = async (app) => {
  registerExportReferenceRoutes(app, {
    incoterms: endpoints.listSalesMarketIncoterms,
    services: endpoints.listSalesMarketServices,
  });
};

export default salesMarketReferenceRoutes;
