import type { FastifyPluginAsync } from 'fastify';
import applicationsRoutes from './applications';
import notificationsRoutes from './notifications';

/**
 * The exporter's calls over every request kind (spec §7): the lists of all applications and the
 * portal notifications. Each kind's own calls are in `routes/kinds/<kind>` (decision 044).
 */
const requestRoutes: FastifyPluginAsync = async (app) => {
  await app.register(applicationsRoutes);
  await app.register(notificationsRoutes);
};

export default requestRoutes;
