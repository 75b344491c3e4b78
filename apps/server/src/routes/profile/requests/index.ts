import type { FastifyPluginAsync } from 'fastify';
import applicationsRoutes from './applications';
import checkListRoutes from './check-list';
import downloadRoutes from './download';
import notificationsRoutes from './notifications';
import salesMarketRoutes from './sales-market';
import salesMarketDetailRoutes from './sales-market-details';

/**
 * The exporter's requests of issue 5 (spec §7): export applications (`/profile/sales-market/*`),
 * market-analysis requests (`/profile/check-list/*`), the lists of all applications and the
 * portal notifications.
 */
const requestRoutes: FastifyPluginAsync = async (app) => {
  await app.register(salesMarketRoutes);
  await app.register(salesMarketDetailRoutes);
  await app.register(downloadRoutes);
  await app.register(checkListRoutes);
  await app.register(applicationsRoutes);
  await app.register(notificationsRoutes);
};

export default requestRoutes;
