import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SeoDataResponseSchema, SeoQuerySchema } from '@portal/contract';
import { findSeoPaths } from '../../domain/content/find-seo-paths';
import { getSeoData } from '../../domain/content/get-seo-data';
import { resolveSeoPath } from '../../domain/content/resolve-seo-path';

/** Page metadata of ARCHITECTURE §8 (`/seo/get-data`): every page asks for it when rendered. */
const seoRoutes: FastifyPluginAsyncZod = async (app) => {
  // The entries change only when reference data is imported at start-up, like every cached
  // reference answer: the list of their paths is read once, and the answers are cached per entry,
  // so that arbitrary paths never grow the cache.
  let knownPaths: Promise<Set<string>> | undefined;
  const getKnownPaths = () => {
    knownPaths ??= findSeoPaths({ db: app.db }).catch((error: unknown) => {
      knownPaths = undefined;
      throw error;
    });
    return knownPaths;
  };

  app.get(
    '/seo/get-data',
    {
      schema: {
        tags: ['content'],
        summary: 'Title, description and keywords of a public page',
        description:
          'The title comes without the site name. `/en/...`, a trailing slash, a query and case are normalised; ' +
          'a path without its own entry takes its nearest parent’s (`/faq/12` → `/faq`) and finally the site ' +
          "default of `/`, so the answer is always 200. A path that does not start with '/' or is longer than 200: 422.",
        querystring: SeoQuerySchema,
        response: { 200: SeoDataResponseSchema },
      },
    },
    async (request, reply) => {
      const path = resolveSeoPath(request.query.path, await getKnownPaths());
      return app.referenceCache.send(request, reply, `seo.${path}`, () =>
        getSeoData({ db: app.db, locale: request.locale, path }),
      );
    },
  );
};

export default seoRoutes;
