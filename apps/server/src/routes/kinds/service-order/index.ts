import type { FastifyPluginAsync } from 'fastify';
import serviceOrderBackOfficeRoutes from './back-office';
import catalogRoutes from './catalog';
import catalogUploadRoutes from './upload';

/** The catalogue's orders' own calls (issue 27). */
const serviceOrderKindRoutes: FastifyPluginAsync = async (app) => {
  await app.register(catalogRoutes);
  await app.register(catalogUploadRoutes);
  await app.register(serviceOrderBackOfficeRoutes);
};

export default serviceOrderKindRoutes;
