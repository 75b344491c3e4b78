import type { FastifyPluginAsync } from 'fastify';
import classificationRoutes from './classification';
import countriesRoutes from './countries';
import exportReferenceRoutes from './export-reference';
import geographyRoutes from './geography';
import regionsRoutes from './regions';

/** Reference data calls of spec §7 (`/common/*` and the reference lists of other groups). */
const commonRoutes: FastifyPluginAsync = async (app) => {
  await app.register(classificationRoutes);
  await app.register(regionsRoutes);
  await app.register(countriesRoutes);
  await app.register(geographyRoutes);
  await app.register(exportReferenceRoutes);
};

export default commonRoutes;
