import type { FastifyPluginAsync } from 'fastify';
import assistantKindRoutes from './assistant';
import checkListKindRoutes from './check-list';
import countryAnalysisKindRoutes from './country-analysis';
import salesMarketKindRoutes from './sales-market';
import serviceOrderKindRoutes from './service-order';

/**
 * Every request kind's own calls (issue 26 §1, decision 044), one line per kind: a kind's routes
 * live in `routes/kinds/<kind>/`; what every kind shares is registered once (`routes/profile/requests`,
 * `routes/admin/requests`, from each kind's module).
 */
const requestKindRoutes: FastifyPluginAsync = async (app) => {
  await app.register(salesMarketKindRoutes);
  await app.register(checkListKindRoutes);
  await app.register(countryAnalysisKindRoutes);
  await app.register(assistantKindRoutes);
  await app.register(serviceOrderKindRoutes);
};

export default requestKindRoutes;
