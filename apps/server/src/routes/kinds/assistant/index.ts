import type { FastifyPluginAsync } from 'fastify';
import assistantRoutes from './assistant';

/** Assistance requests' own calls. */
const assistantKindRoutes: FastifyPluginAsync = async (app) => {
  await app.register(assistantRoutes);
};

export default assistantKindRoutes;
