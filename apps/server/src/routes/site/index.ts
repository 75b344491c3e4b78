import type { FastifyPluginAsync } from 'fastify';

/** Files of the site itself outside /api: sitemap.xml and robots.txt. */
const siteRoutes: FastifyPluginAsync = async () => {};

export default siteRoutes;
