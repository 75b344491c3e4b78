import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@portal/contract';
import { getPage } from '../../domain/content/get-page';
import { AppError } from '../../lib/app-error';
import { route } from '../../lib/endpoint-route';

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** Text pages of spec §2/§7 (`/pages/{slug}`): the legal pages, in the request's language. */
const pagesRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.getPage, (request, reply) => {
    const { slug } = request.params;
    // Only a well-formed slug may become a cache key; anything else cannot be a page.
    if (!SLUG.test(slug)) throw new AppError('not_found', 'error.not_found');
    return app.referenceCache.send(request, reply, `pages.${slug}`, () =>
      getPage({ db: app.db, locale: request.locale, slug }),
    );
  });
};

export default pagesRoutes;
