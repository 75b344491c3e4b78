import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import classificationRoutes from './classification';
import regionsRoutes from './regions';

/** Reference data calls of spec §7 (`/common/*` and the reference lists of other groups). */
const commonRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(classificationRoutes);
  await app.register(regionsRoutes);
};

export default commonRoutes;
