import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import downloadRoutes from './download';

/**
 * The exporter's requests of issue 5 (spec §7): export applications (`/profile/sales-market/*`),
 * market-analysis requests (`/profile/check-list/*`), the lists of all applications and the
 * portal notifications.
 */
const requestRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(downloadRoutes);
};

export default requestRoutes;
