import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Public content and public forms of spec §7: FAQ, pages, SEO, partners, tariffs, feedback, import applications. */
const publicRoutes: FastifyPluginAsyncZod = async () => {};

export default publicRoutes;
