import type { FastifyPluginAsync } from 'fastify';

/** The back office's courses and lessons (issue 16 §6). */
const academyAdminRoutes: FastifyPluginAsync = async () => {};

export default academyAdminRoutes;
