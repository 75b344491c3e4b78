import type { FastifyPluginAsync } from 'fastify';
import countryAnalysisRoutes from './country-analysis';
import countryAnalysisBackOfficeRoutes from './back-office';

/** Country-analysis requests' own calls: the exporter's and the back office's result. */
const countryAnalysisKindRoutes: FastifyPluginAsync = async (app) => {
  await app.register(countryAnalysisRoutes);
  await app.register(countryAnalysisBackOfficeRoutes);
};

export default countryAnalysisKindRoutes;
