import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { endpointMeta } from '@portal/contract';

type Entry = { body: string; etag: string };

/**
 * Reference answers change only when reference data is imported at start-up, so each
 * (call, language) is computed once per process, kept serialised, and sent with a strong
 * ETag; a matching If-None-Match gets 304.
 */
export function createReferenceCache() {
  const entries = new Map<string, Promise<Entry>>();

  async function get(key: string, compute: () => Promise<unknown>): Promise<Entry> {
    let entry = entries.get(key);
    if (!entry) {
      entry = compute().then((data) => {
        const body = JSON.stringify({ data });
        return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
      });
      entries.set(key, entry);
      entry.catch(() => entries.delete(key));
    }
    return entry;
  }

  return {
    async send(request: FastifyRequest, reply: FastifyReply, key: string, compute: () => Promise<unknown>) {
      // The entry says so (`cached`), so the OpenAPI document lists the 304 (decision 023).
      const declared = request.routeOptions.config.endpoint;
      if (!declared || !endpointMeta(declared).cached) {
        throw new Error(
          `${request.routeOptions.url ?? request.url} answers from the reference cache; its entry must say \`cached: true\`.`,
        );
      }
      const entry = await get(`${key}|${request.locale}`, compute);
      reply
        .header('etag', entry.etag)
        .header('cache-control', 'public, max-age=300, stale-while-revalidate=3600')
        .header('vary', 'X-Localization');
      if (request.headers['if-none-match'] === entry.etag) return reply.code(304).send();
      return reply.type('application/json; charset=utf-8').send(entry.body);
    },
    clear: () => entries.clear(),
  };
}

export type ReferenceCache = ReturnType<typeof createReferenceCache>;
