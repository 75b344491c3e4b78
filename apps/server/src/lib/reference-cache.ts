import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { endpointMeta } from '@portal/contract';

type Entry = { body: string; etag: string };

/**
 * Reference answers change only when reference data is imported at start-up, so each
 * (call, language) is computed once per process, kept serialised, and sent with a strong
 * ETag; a matching If-None-Match gets 304. What the back office edits is sent the same way but
 * computed per request (`sendLive`).
 */
function toEntry(data: unknown): Entry {
  const body = JSON.stringify({ data });
  return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
}

export function createReferenceCache() {
  const entries = new Map<string, Promise<Entry>>();

  async function get(key: string, compute: () => Promise<unknown>): Promise<Entry> {
    let entry = entries.get(key);
    if (!entry) {
      entry = compute().then(toEntry);
      entries.set(key, entry);
      entry.catch(() => entries.delete(key));
    }
    return entry;
  }

  /** The entry must say `cached: true`, so the OpenAPI document lists the 304 (decision 023). */
  function assertDeclared(request: FastifyRequest) {
    const declared = request.routeOptions.config.endpoint;
    if (!declared || !endpointMeta(declared).cached) {
      throw new Error(
        `${request.routeOptions.url ?? request.url} answers from the reference cache; its entry must say \`cached: true\`.`,
      );
    }
  }

  function reply304OrBody(request: FastifyRequest, reply: FastifyReply, entry: Entry, cacheControl: string) {
    reply.header('etag', entry.etag).header('cache-control', cacheControl).header('vary', 'X-Localization');
    if (request.headers['if-none-match'] === entry.etag) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(entry.body);
  }

  return {
    async send(request: FastifyRequest, reply: FastifyReply, key: string, compute: () => Promise<unknown>) {
      assertDeclared(request);
      const entry = await get(`${key}|${request.locale}`, compute);
      return reply304OrBody(request, reply, entry, 'public, max-age=300, stale-while-revalidate=3600');
    },
    /**
     * For data the back office edits while the portal runs (the tariffs, decision 027): computed
     * on every request, never kept, so an edit on any instance shows at once; the ETag still
     * spares the body (304), and clients revalidate each time (`max-age=0, must-revalidate`).
     */
    async sendLive(request: FastifyRequest, reply: FastifyReply, compute: () => Promise<unknown>) {
      assertDeclared(request);
      return reply304OrBody(request, reply, toEntry(await compute()), 'public, max-age=0, must-revalidate');
    },
    clear: () => entries.clear(),
  };
}
export type ReferenceCache = ReturnType<typeof createReferenceCache>;
