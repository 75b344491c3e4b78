import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LEGAL_PAGE_SLUGS, PageParamsSchema, PageResponseSchema } from '@portal/contract';
import { getPage } from '../../domain/content/get-page';
import { AppError } from '../../lib/app-error';

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** Text pages of spec §2/§7 (`/pages/{slug}`): the legal pages, in the request's language. */
const pagesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/pages/:slug',
    {
      schema: {
        tags: ['content'],
        summary: 'A text page by slug, in the language of X-Localization',
        description: `Slugs: ${LEGAL_PAGE_SLUGS.join(', ')}. An unknown slug: 404.`,
        params: PageParamsSchema,
        response: { 200: PageResponseSchema },
      },
    },
    (request, reply) => {
      const { slug } = request.params;
      // Only a well-formed slug may become a cache key; anything else cannot be a page.
      if (!SLUG.test(slug)) throw new AppError('not_found', 'error.not_found');
      return app.referenceCache.send(request, reply, `pages.${slug}`, () =>
        getPage({ db: app.db, locale: request.locale, slug }),
      );
    },
  );
};

export default pagesRoutes;
