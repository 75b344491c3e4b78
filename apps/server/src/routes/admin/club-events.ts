import type { FastifyPluginAsync } from 'fastify';

/** The back office's events (issue 16 §6). */
const clubEventAdminRoutes: FastifyPluginAsync = async () => {};

export default clubEventAdminRoutes;
