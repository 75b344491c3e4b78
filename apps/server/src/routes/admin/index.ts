import type { FastifyPluginAsync } from 'fastify';
import auditLogRoutes from './audit-log';
import checkListAdminRoutes from './check-list';
import companyRoutes from './companies';
import salesMarketAdminRoutes from './sales-market';
import summaryRoutes from './summary';

/** The back-office API of issue 5 (`/admin/*`, decision 015): managers and admins only. */
const adminRoutes: FastifyPluginAsync = async (app) => {
  await app.register(summaryRoutes);
  await app.register(companyRoutes);
  await app.register(salesMarketAdminRoutes);
  await app.register(checkListAdminRoutes);
  await app.register(auditLogRoutes);
};

export default adminRoutes;
