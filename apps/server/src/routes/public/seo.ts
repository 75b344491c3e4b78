import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@portal/contract';
import { findSeoPaths } from '../../domain/content/find-seo-paths';
import { getSeoData } from '../../domain/content/get-seo-data';
import { resolveSeoPath } from '../../domain/content/resolve-seo-path';
import { route } from '../../lib/endpoint-route';

/** Page metadata of ARCHITECTURE §8 (`/seo/get-data`): every page asks for it when rendered. */
const seoRoutes: FastifyPluginAsync = async (app) => {
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

  route(app, endpoints.getSeoData, async (request, reply) => {
    const path = resolveSeoPath(request.query.path, await getKnownPaths());
    return app.referenceCache.send(request, reply, `seo.${path}`, () =>
      getSeoData({ db: app.db, locale: request.locale, path }),
    );
  });
};

export default seoRoutes;
