import type { FastifyPluginAsync } from 'fastify';
import auditLogRoutes from './audit-log';
import companyRoutes from './companies';
import countryActionAdminRoutes from './country-actions';
import countryAnalysisAdminRoutes from './country-analyses';
import importerSaleAdminRoutes from './importer-sales';
import moneyAdminRoutes from './money';
import requestAdminRoutes from './requests';
import summaryRoutes from './summary';

/** The back-office API of issues 5, 14 and 15 (`/admin/*`, decision 015): managers and admins only. */
const adminRoutes: FastifyPluginAsync = async (app) => {
  await app.register(summaryRoutes);
  await app.register(companyRoutes);
  await app.register(requestAdminRoutes);
  await app.register(auditLogRoutes);
  await app.register(moneyAdminRoutes);
  await app.register(countryAnalysisAdminRoutes);
  await app.register(countryActionAdminRoutes);
  await app.register(importerSaleAdminRoutes);
};

export default adminRoutes;
