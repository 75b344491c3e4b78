import { Transform, type Readable } from 'node:stream';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  endpointMeta,
  hasTokenCookie,
  PAGE_CACHE_MARKER,
  preferredUiLocale,
  type AnyEndpoint,
} from '@portal/contract';
import { bumpContentVersion, readContentVersion } from '../lib/page-cache/content-version';
import { createPageStore, preparePage, type CachedPage, type PageStore } from '../lib/page-cache/page-store';
import type { SignalBus } from '../lib/signal-bus';

/** The signal bus's topic of content versions: `{ version }` after each bump. */
export const CONTENT_TOPIC = 'content';

/**
 * A kept page's answer is revalidated each time (its ETag spares the body), and differs by the
 * session cookie (a signed-in person gets another page at the same address), the language
 * preference (`/` redirects an English visitor) and the encoding.
 */
const CACHE_CONTROL = 'no-cache';
const VARY = 'Cookie, Accept-Language, Accept-Encoding';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const STAFF_ROLES = new Set(['manager', 'admin']);

declare module 'fastify' {
  interface FastifyInstance {
    /** Guests' public pages, rendered once per content version (issue 30 §2, decision 053). */
    pageCache: PageCache;
  }
  interface FastifyRequest {
    /** Where this guest's page would be kept, and at which version its rendering began. */
    pageCacheSlot: PageSlot | null;
  }
}

type PageSlot = {
  key: string;
  version: number;
  /** The page is being prepared to be kept (its answer is over): the render's end waits for it. */
  preparing: boolean;
  /** Ends this render of the page: the guests waiting for it go on. */
  end: () => void;
};

export type PageCache = {
  readonly enabled: boolean;
  readonly store: PageStore;
  /**
   * The answer the web app rendered, sent to the client and kept when it is a guest's public page
   * (the marker, 200, no cookie set): returns the body to send.
   */
  capture(request: FastifyRequest, reply: FastifyReply, status: number, body: Readable): Readable;
  /** A committed edit changed what public pages may show: a new version on every instance. */
  invalidate(): Promise<void>;
};

type Options = { enabled: boolean; bus: SignalBus };

function choose(page: CachedPage, acceptEncoding: string | undefined): [Buffer, string | null] {
  const accepted = acceptEncoding ?? '';
  if (/\bbr\b/.test(accepted)) return [page.br, 'br'];
  if (/\bgzip\b/.test(accepted)) return [page.gzip, 'gzip'];
  return [page.identity, null];
}

/** True when an If-None-Match lists the page's (weak) ETag. */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === opaque;
  });
}

/**
 * Guests' public pages at the speed of static files (issue 30 §2, decision 053). A guest's GET
 * (no session cookie) of a page the web app marked as public is rendered once per address,
 * language and content version, and served from memory before any other hook runs: the same
 * bytes each time (compressed once), a Content-Security-Policy with the hashes of its inline
 * scripts instead of a nonce, a weak ETag and 304. Every successful write of the back office
 * (unless its entry says `keepsPublicPages`) takes a new content version and tells every instance
 * (the signal bus; each instance also reads the version every CONTENT_SWEEP_MS).
 */
export default fp<Options>(
  async (app, options) => {
    const { config } = app;
    const enabled = options.enabled && config.PAGE_CACHE_TTL_MS > 0;
    const store = createPageStore({
      maxBytes: Math.round(config.PAGE_CACHE_MAX_MB * 1024 * 1024),
      ttlMs: config.PAGE_CACHE_TTL_MS,
    });

    function keyOf(request: FastifyRequest): string | null {
      const { url } = request;
      if (request.method !== 'GET' || url.startsWith('/api/') || url.startsWith('/assets/')) return null;
      const cookie = request.headers.cookie;
      if (hasTokenCookie(cookie)) return null;
      const locale = preferredUiLocale({ cookie, acceptLanguage: request.headers['accept-language'] });
      return `${request.protocol}://${request.host}${url}|${locale}`;
    }

    function serve(request: FastifyRequest, reply: FastifyReply, page: CachedPage) {
      reply.headers(page.headers);
      reply.header('etag', page.etag).header('cache-control', CACHE_CONTROL).header('vary', VARY);
      if (matches(request.headers['if-none-match'], page.etag)) return reply.code(304).send();
      const [body, encoding] = choose(page, request.headers['accept-encoding']);
      if (encoding) reply.header('content-encoding', encoding);
      return reply.send(body);
    }

    async function sweep() {
      try {
        store.advance(await readContentVersion(app.db));
      } catch (error) {
        app.log.warn({ err: error }, 'page cache: could not read the content version');
      }
    }

    async function invalidate() {
      let version: number;
      try {
        version = await bumpContentVersion(app.db);
      } catch (error) {
        // This instance starts afresh at once; the others within PAGE_CACHE_TTL_MS.
        app.log.error({ err: error }, 'page cache: could not take a new content version');
        store.advance((store.version ?? 0) + 1);
        return;
      }
      store.advance(version);
      await options.bus.publish(CONTENT_TOPIC, { version });
    }

    /**
     * The renders of missing pages under way, by version and key (decision 059): the first guest
     * of a page renders it, and the guests who ask meanwhile wait for it to be kept instead of
     * rendering and compressing it again each (twenty at once after every edit, under load).
     */
    const rendering = new Map<string, Promise<void>>();

    /** This request renders the page for everyone: its slot, and the render's end once over. */
    function lead(request: FastifyRequest, reply: FastifyReply, key: string, version: number) {
      const flight = `${version} ${key}`;
      let settle = () => {};
      const ended = new Promise<void>((resolve) => {
        settle = resolve;
      });
      rendering.set(flight, ended);
      const slot: PageSlot = {
        key,
        version,
        preparing: false,
        end() {
          if (rendering.get(flight) === ended) rendering.delete(flight);
          settle();
        },
      };
      request.pageCacheSlot = slot;
      // An answer that is not kept (not a public page, an error, a client gone) ends the render
      // when it is over; a kept one when it is prepared (capture).
      reply.raw.once('close', () => {
        if (!slot.preparing) slot.end();
      });
    }

    app.decorateRequest('pageCacheSlot', null);

    if (enabled) {
      app.addHook('onReady', sweep);
      const sweeper = setInterval(() => void sweep(), config.CONTENT_SWEEP_MS);
      sweeper.unref();
      const offSignal = options.bus.subscribe(CONTENT_TOPIC, (payload) => {
        const version = (payload as { version?: unknown } | null)?.version;
        if (typeof version === 'number' && Number.isSafeInteger(version)) store.advance(version);
      });
      const offResync = options.bus.onResync(() => void sweep());
      app.addHook('onClose', async () => {
        clearInterval(sweeper);
        offSignal();
        offResync();
      });

      // First of every hook: a kept page is answered before the security headers, the
      // localisation and the session are worked out (the page carries what they would add).
      app.addHook('onRequest', (request, reply, done) => {
        const version = store.version;
        const key = version === null ? null : keyOf(request);
        if (key === null || version === null) return done();
        const page = store.get(key);
        if (page) return void serve(request, reply, page);
        const underWay = rendering.get(`${version} ${key}`);
        if (underWay === undefined) {
          lead(request, reply, key, version);
          return done();
        }
        // Another guest is rendering this page: its copy, once kept; else a rendering of one's own,
        // unless this guest left meanwhile (nothing is rendered for nobody; 499 as nginx logs it).
        void underWay.then(() => {
          const kept = store.get(key);
          if (kept) serve(request, reply, kept);
          else if (request.raw.destroyed) reply.code(499).send();
          else done();
        });
      });
    }

    // A committed write of the back office: the answer waits for the new version, so that the
    // manager's next page (on any instance that got the signal) shows the edit.
    app.addHook('onSend', (request, reply, payload, done) => {
      if (!enabled || SAFE_METHODS.has(request.method) || reply.statusCode >= 400) return done(null, payload);
      const role = request.auth?.user.role;
      if (role === undefined || !STAFF_ROLES.has(role)) return done(null, payload);
      const entry = request.routeOptions.config?.endpoint as AnyEndpoint | undefined;
      if (!entry || endpointMeta(entry).keepsPublicPages) return done(null, payload);
      invalidate().then(
        () => done(null, payload),
        () => done(null, payload),
      );
    });

    app.decorate<PageCache>('pageCache', {
      enabled,
      store,
      invalidate,
      capture(request, reply, status, body) {
        const marked = reply.getHeader(PAGE_CACHE_MARKER) !== undefined;
        reply.removeHeader(PAGE_CACHE_MARKER);
        const slot = request.pageCacheSlot;
        if (!marked || !slot || status !== 200 || reply.hasHeader('set-cookie')) return body;
        reply.header('cache-control', CACHE_CONTROL).header('vary', VARY);
        const headers: Record<string, string> = {};
        for (const [name, value] of Object.entries({ ...reply.raw.getHeaders(), ...reply.getHeaders() })) {
          if (typeof value === 'string') headers[name] = value;
          else if (typeof value === 'number') headers[name] = String(value);
        }
        const chunks: Buffer[] = [];
        // Passes every chunk on as it comes (the client is not kept waiting) and keeps a copy.
        const tee = new Transform({
          transform(chunk: Buffer, _encoding, callback) {
            chunks.push(chunk);
            callback(null, chunk);
          },
          flush(callback) {
            // Only a page whose rendering finished (not one cut short by a timeout) is kept.
            slot.preparing = reply.statusCode === 200;
            callback();
            if (!slot.preparing) return;
            preparePage({
              html: Buffer.concat(chunks).toString('utf8'),
              nonce: request.cspNonce,
              headers,
              version: slot.version,
              now: Date.now(),
            })
              .then(
                (page) => {
                  if (page) store.set(slot.key, page);
                },
                (error: unknown) => app.log.warn({ err: error }, 'page cache: could not keep a page'),
              )
              .finally(slot.end);
          },
        });
        body.on('error', (error) => tee.destroy(error));
        return body.pipe(tee);
      },
    });
  },
  { name: 'page-cache' },
);
