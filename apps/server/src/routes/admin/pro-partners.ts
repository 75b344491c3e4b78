import type { FastifyPluginAsync } from 'fastify';

/** The back office's professional partners (issue 16 §6). */
const proPartnerAdminRoutes: FastifyPluginAsync = async () => {};

export default proPartnerAdminRoutes;
