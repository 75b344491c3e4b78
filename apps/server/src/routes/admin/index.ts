import type { FastifyPluginAsync } from 'fastify';
import academyAdminRoutes from './academy';
import auditLogRoutes from './audit-log';
import clubEventAdminRoutes from './club-events';
import companyRoutes from './companies';
import countryActionAdminRoutes from './country-actions';
import countryAnalysisAdminRoutes from './country-analyses';
import fileAdminRoutes from './files';
import importerSaleAdminRoutes from './importer-sales';
import moneyAdminRoutes from './money';
import proPartnerAdminRoutes from './pro-partners';
import catalogAdminRoutes from './catalog';
import courierAdminRoutes from './courier';
import chatAdminRoutes from './chat';
import requestAdminRoutes from './requests';
import summaryRoutes from './summary';

/** The back-office API of issues 5, 14, 15 and 16 (`/admin/*`, decision 015): managers and admins only. */
const adminRoutes: FastifyPluginAsync = async (app) => {
  await app.register(summaryRoutes);
  await app.register(companyRoutes);
  await app.register(requestAdminRoutes);
  await app.register(auditLogRoutes);
  await app.register(moneyAdminRoutes);
  await app.register(countryAnalysisAdminRoutes);
  await app.register(countryActionAdminRoutes);
  await app.register(importerSaleAdminRoutes);
  await app.register(clubEventAdminRoutes);
  await app.register(academyAdminRoutes);
  await app.register(proPartnerAdminRoutes);
  await app.register(catalogAdminRoutes);
  await app.register(courierAdminRoutes);
  await app.register(chatAdminRoutes);
  await app.register(fileAdminRoutes);
};

export default adminRoutes;
