import type { FastifyPluginAsync } from 'fastify';
import auditLogRoutes from './audit-log';
import companyRoutes from './companies';
import requestAdminRoutes from './requests';
import summaryRoutes from './summary';

/** The back-office API of issue 5 (`/admin/*`, decision 015): managers and admins only. */
const adminRoutes: FastifyPluginAsync = async (app) => {
  await app.register(summaryRoutes);
  await app.register(companyRoutes);
  await app.register(requestAdminRoutes);
  await app.register(auditLogRoutes);
};

export default adminRoutes;
