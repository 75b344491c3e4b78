import type { FastifyPluginAsync } from 'fastify';
import salesMarketRoutes from './sales-market';
import salesMarketDetailRoutes from './sales-market-details';
import downloadRoutes from './download';
import salesMarketReferenceRoutes from './sales-market-reference';
import salesMarketBackOfficeRoutes from './back-office';

/** Export applications' own calls: the steps, details, PDF, reference lists and the back office's shared contacts. */
const salesMarketKindRoutes: FastifyPluginAsync = async (app) => {
  await app.register(salesMarketRoutes);
  await app.register(salesMarketDetailRoutes);
  await app.register(downloadRoutes);
  await app.register(salesMarketReferenceRoutes);
  await app.register(salesMarketBackOfficeRoutes);
};

export default salesMarketKindRoutes;
