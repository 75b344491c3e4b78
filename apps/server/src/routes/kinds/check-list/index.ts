import type { FastifyPluginAsync } from 'fastify';
import checkListRoutes from './check-list';

/** Market-analysis requests' own calls. */
const checkListKindRoutes: FastifyPluginAsync = async (app) => {
  await app.register(checkListRoutes);
};

export default checkListKindRoutes;
