import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The back-office API of issue 5 (`/admin/*`, decision 015): managers and admins only. */
const adminRoutes: FastifyPluginAsyncZod = async () => {};

export default adminRoutes;
