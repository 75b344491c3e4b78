import type { FastifyPluginAsync } from 'fastify';
import faqRoutes from './faq';
import feedbackRoutes from './feedback';
import imageRoutes from './images';
import importerSaleRoutes from './importer-sale';
import pagesRoutes from './pages';
import partnersRoutes from './partners';
import seoRoutes from './seo';
import tariffsRoutes from './tariffs';

/** Public content and public forms of spec §7: FAQ, pages, SEO, partners, tariffs, feedback, import applications; the content's pictures. */
const publicRoutes: FastifyPluginAsync = async (app) => {
  await app.register(faqRoutes);
  await app.register(pagesRoutes);
  await app.register(seoRoutes);
  await app.register(partnersRoutes);
  await app.register(tariffsRoutes);
  await app.register(feedbackRoutes);
  await app.register(importerSaleRoutes);
  await app.register(imageRoutes);
};

export default publicRoutes;
