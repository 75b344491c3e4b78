import { createHash } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { buildRobotsTxt } from '../../domain/site/build-robots-txt';
import { buildSitemapXml } from '../../domain/site/build-sitemap-xml';
import { findSitemapPages } from '../../domain/site/find-sitemap-pages';

/** FAQ questions added by managers reach the sitemap within this time. */
const SITEMAP_TTL_MS = 10 * 60 * 1000;
const CACHE_CONTROL = 'public, max-age=3600, stale-while-revalidate=86400';

type CachedFile = { body: string; etag: string; expiresAt: number };

function sendCached(request: FastifyRequest, reply: FastifyReply, type: string, file: CachedFile) {
  reply.header('etag', file.etag).header('cache-control', CACHE_CONTROL);
  if (request.headers['if-none-match'] === file.etag) return reply.code(304).send();
  return reply.type(type).send(file.body);
}

function toCachedFile(body: string, ttlMs: number): CachedFile {
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  return { body, etag, expiresAt: Date.now() + ttlMs };
}

/** Files of the site itself outside /api: sitemap.xml and robots.txt (issue 4 item 4). */
const siteRoutes: FastifyPluginAsync = async (app) => {
  const publicUrl = app.config.publicUrl;
  const robots = toCachedFile(buildRobotsTxt(publicUrl), Infinity);
  let sitemap: Promise<CachedFile> | null = null;

  app.get('/robots.txt', { schema: { hide: true } }, (request, reply) =>
    sendCached(request, reply, 'text/plain; charset=utf-8', robots),
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    let current = sitemap;
    if (!current || (await current).expiresAt < Date.now()) {
      current = findSitemapPages(app.db, publicUrl).then((pages) =>
        toCachedFile(buildSitemapXml(pages), SITEMAP_TTL_MS),
      );
      sitemap = current;
      // A failed read (the database down) is not kept: the next request tries again.
      current.catch(() => {
        if (sitemap === current) sitemap = null;
      });
    }
    return sendCached(request, reply, 'application/xml; charset=utf-8', await current);
  });
};

export default siteRoutes;
