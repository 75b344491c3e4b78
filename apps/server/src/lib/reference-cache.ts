import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { endpointMeta } from '@portal/contract';
import { chooseEncoding, compressOnce, COMPRESSION_THRESHOLD_BYTES, type Encoding } from './compression';

/**
 * A reference answer made ready once (issue 30 §3): its bytes, its strong ETag and, when it is
 * worth compressing, its Brotli and gzip copies. Sending one is then headers and a write: no
 * serialisation, no UTF-8 encoding or length count of a string, no compression per request.
 */
type Entry = {
  etag: string;
  body: Buffer;
  /** Null for a short answer (sent as it is) and for a live one (compressed as it is sent). */
  compressed: Readonly<Record<Encoding, Buffer>> | null;
};

const JSON_TYPE = 'application/json; charset=utf-8';
const VARY = 'X-Localization';
/** What @fastify/compress makes of VARY when it compresses an answer itself. */
const VARY_COMPRESSED = `${VARY}, accept-encoding`;
const CACHE_CONTROL_KEPT = 'public, max-age=300, stale-while-revalidate=3600';
const CACHE_CONTROL_LIVE = 'public, max-age=0, must-revalidate';

function toBody(data: unknown): Omit<Entry, 'compressed'> {
  const body = Buffer.from(JSON.stringify({ data }), 'utf8');
  return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
}

/**
 * Reference answers change only when reference data is imported at start-up, so each
 * (call, language) is computed once per process, kept as bytes (compressed once too), and sent
 * with a strong ETag; a matching If-None-Match gets 304. What the back office edits is sent the
 * same way but computed per request (`sendLive`).
 */
export function createReferenceCache() {
  const ready = new Map<string, Entry>();
  const pending = new Map<string, Promise<Entry>>();

  function load(key: string, compute: () => Promise<unknown>): Promise<Entry> {
    let entry = pending.get(key);
    if (!entry) {
      entry = compute().then(async (data) => {
        const { body, etag } = toBody(data);
        const compressed = body.length < COMPRESSION_THRESHOLD_BYTES ? null : await compressOnce(body);
        return { body, etag, compressed };
      });
      pending.set(key, entry);
      entry.then(
        (value) => {
          // Unless cleared meanwhile: a cleared cache computes afresh.
          if (pending.get(key) !== entry) return;
          pending.delete(key);
          ready.set(key, value);
        },
        () => {
          if (pending.get(key) === entry) pending.delete(key);
        },
      );
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
    reply.header('etag', entry.etag).header('cache-control', cacheControl);
    if (request.headers['if-none-match'] === entry.etag) return reply.header('vary', VARY).code(304).send();
    // The copy @fastify/compress would have made (it leaves an answer that says its encoding).
    const encoding =
      entry.compressed && request.headers['x-no-compression'] === undefined
        ? chooseEncoding(request.headers['accept-encoding'])
        : null;
    reply.header('content-type', JSON_TYPE);
    if (encoding === null) return reply.header('vary', VARY).send(entry.body);
    return reply
      .header('vary', VARY_COMPRESSED)
      .header('content-encoding', encoding)
      .send(entry.compressed![encoding]);
  }

  return {
    /**
     * Answers from the kept entry at once (no promise, no await: the reply is sent before this
     * returns), or once the entry is computed on the first request of a key and language.
     */
    send(
      request: FastifyRequest,
      reply: FastifyReply,
      key: string,
      compute: () => Promise<unknown>,
    ): FastifyReply | Promise<FastifyReply> {
      const entryKey = `${key}|${request.locale}`;
      const entry = ready.get(entryKey);
      if (entry) return reply304OrBody(request, reply, entry, CACHE_CONTROL_KEPT);
      // Checked where a key is first computed, not on every answer: a key belongs to its route.
      assertDeclared(request);
      return load(entryKey, compute).then((loaded) =>
        reply304OrBody(request, reply, loaded, CACHE_CONTROL_KEPT),
      );
    },
    /**
     * For data the back office edits while the portal runs (the tariffs, decision 027): computed
     * on every request, never kept, so an edit on any instance shows at once; the ETag still
     * spares the body (304), and clients revalidate each time (`max-age=0, must-revalidate`).
     */
    async sendLive(request: FastifyRequest, reply: FastifyReply, compute: () => Promise<unknown>) {
      assertDeclared(request);
      const entry: Entry = { ...toBody(await compute()), compressed: null };
      return reply304OrBody(request, reply, entry, CACHE_CONTROL_LIVE);
    },
    clear: () => {
      ready.clear();
      pending.clear();
    },
  };
}
export type ReferenceCache = ReturnType<typeof createReferenceCache>;
