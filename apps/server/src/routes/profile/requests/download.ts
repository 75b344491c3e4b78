import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** POST /profile/sales-market/download/{id}: the export application as a PDF (placeholder). */
const downloadRoutes: FastifyPluginAsyncZod = async () => {};

export default downloadRoutes;
