import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import middie from '@fastify/middie';
import type { Connect } from 'vite';
import type { FastifyReply, FastifyRequest, InjectOptions } from 'fastify';
import { createReadableStreamFromReadable } from '@react-router/node';
import {
  createRequestHandler,
  type RequestHandler,
  type RouterContextProvider,
  type ServerBuild,
} from 'react-router';
import { runPage } from '../lib/page-sessions';
import {
  createRouteNarrower,
  PAGE_CACHE_MARKER,
  type ApiFetch,
  type ServerLoadContext,
  type WebServerEntryExports,
} from '@portal/contract';

/**
 * The web app runs with React Router's middleware on (apps/web/react-router.config.ts): the
 * request handler then takes a RouterContextProvider, which its typegen declares for the web app
 * only.
 */
declare module 'react-router' {
  interface Future {
    v8_middleware: true;
  }
}

export type WebOptions =
  | { mode: 'build'; buildDir: string }
  | { mode: 'dev'; loadBuild: () => Promise<ServerBuild>; middleware: Connect.Server };

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Request headers passed from the page request to the in-process API call. */
const FORWARDED_HEADERS = ['cookie', 'authorization', 'x-localization', 'accept-language', 'user-agent'];
/**
 * Passed too when the page request is itself a write (a form posted to an action), so that the
 * API's own-origin rule for cookie-authenticated writes (ARCHITECTURE §4) judges the browser's
 * request. A page GET is safe by definition (loaders only read), and a visitor arriving from a
 * link on another site must still see pages whose loaders read through POST calls.
 */
const FORWARDED_ORIGIN_HEADERS = ['origin', 'referer', 'sec-fetch-site'];
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Everything that is not /api: the web build's static files, then React Router's SSR handler
 * (ARCHITECTURE §1). Loaders reach the API in-process through `apiFetch`.
 */
export default fp<WebOptions>(
  async (app, options) => {
    if (options.mode === 'build') {
      const clientDir = join(options.buildDir, 'client');
      if (!existsSync(join(options.buildDir, 'server', 'index.js'))) {
        throw new Error(`The web build is missing in ${options.buildDir}: run npm run build`);
      }
      await app.register(fastifyStatic, {
        root: clientDir,
        prefix: '/',
        wildcard: false,
        index: false,
        // The build writes .br and .gz copies of text files (scripts/precompress-assets.mjs).
        preCompressed: true,
        setHeaders(res, path) {
          res.header('cache-control', path.includes('/assets/') ? IMMUTABLE : 'public, max-age=3600');
        },
      });
    }
    if (options.mode === 'dev') {
      await app.register(middie);
      app.use(options.middleware);
    }
    const build =
      options.mode === 'build'
        ? ((await import(join(options.buildDir, 'server', 'index.js'))) as ServerBuild)
        : options.loadBuild;
    const handle = createRequestHandler(build, options.mode === 'dev' ? 'development' : 'production');
    const handlerFor = typeof build === 'function' ? () => handle : createNarrowHandlers(build, handle);

    await app.register(async (ssr) => {
      // Page bodies (form posts to actions) go to React Router unparsed.
      ssr.removeAllContentTypeParsers();
      ssr.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
      ssr.route({
        method: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
        url: '/*',
        schema: { hide: true },
        handler: async (request, reply) => {
          const webRequest = toWebRequest(request, reply);
          const values: ServerLoadContext = {
            apiFetch: createInProcessApiFetch(request),
            requestId: request.id,
            publicUrl: app.config.publicUrl,
            cspNonce: request.cspNonce,
          };
          const current = typeof build === 'function' ? await build() : build;
          // A page that only reads looks its session up once for all its loaders (decision 057).
          const response = await runPage(SAFE_METHODS.has(request.method), () =>
            handlerFor(webRequest)(webRequest, readEntry(current).createAppLoadContext(values)),
          );
          // A guest's public page is kept as it is sent (decision 053).
          return sendWebResponse(reply, response, (body) =>
            app.pageCache.capture(request, reply, response.status, body),
          );
        },
      });
    });

    function createInProcessApiFetch(page: FastifyRequest): ApiFetch {
      return async (path, init = {}) => {
        // The page's host (as Fastify resolved it, proxies included) is the API call's host.
        const headers: Record<string, string> = { 'x-request-id': page.id, host: page.host };
        const names = SAFE_METHODS.has(page.method)
          ? FORWARDED_HEADERS
          : [...FORWARDED_HEADERS, ...FORWARDED_ORIGIN_HEADERS];
        for (const name of names) {
          const value = page.headers[name];
          if (typeof value === 'string') headers[name] = value;
        }
        new Headers(init.headers).forEach((value, name) => {
          headers[name] = value;
        });
        const inject: InjectOptions = {
          method: (init.method ?? 'GET') as InjectOptions['method'],
          url: `/api${path.startsWith('/') ? path : `/${path}`}`,
          headers,
          remoteAddress: page.ip,
        };
        if (init.body instanceof Blob) {
          // A file (an upload, decision 036) is streamed through as it is, never read whole here.
          inject.payload = Readable.fromWeb(init.body.stream() as WebReadableStream);
          headers['content-length'] = String(init.body.size);
          headers['content-type'] ??= init.body.type || 'application/octet-stream';
        } else if (init.body !== undefined && init.body !== null) {
          // Any body a Fetch call may carry (JSON text, FormData, URLSearchParams, bytes) is
          // encoded the way fetch would encode it, with its content type.
          const encoded = new Request('http://in-process.invalid/', {
            method: 'POST',
            body: init.body,
            headers: init.headers,
          });
          inject.payload = Buffer.from(await encoded.arrayBuffer());
          const type = encoded.headers.get('content-type');
          if (type) headers['content-type'] = type;
        }
        // The answer is read as it is sent (a file download is a stream, decision 036), not buffered.
        const result = await app.inject({ ...inject, payloadAsStream: true });
        const responseHeaders = new Headers();
        for (const [name, value] of Object.entries(result.headers)) {
          if (Array.isArray(value)) value.forEach((v) => responseHeaders.append(name, v));
          else if (value !== undefined) responseHeaders.set(name, String(value));
        }
        const hasBody = result.statusCode !== 204 && result.statusCode !== 304;
        // Nothing the answer streams outlives its request (ARCHITECTURE §11): an answer without a
        // body, or a page whose request was aborted, ends the stream at once.
        const stream = result.stream();
        if (!hasBody) stream.destroy();
        else init.signal?.addEventListener('abort', () => stream.destroy(), { once: true });
        return new Response(hasBody ? (Readable.toWeb(stream) as ReadableStream) : null, {
          status: result.statusCode,
          headers: responseHeaders,
        });
      };
    }
  },
  { name: 'web', dependencies: ['errors', 'page-cache'] },
);

/**
 * A request handler per part of the route tree (decision 057): React Router matches a request
 * by walking every branch of its routes, twice per page (its handler's match and its query's),
 * and both languages' trees have some 290. Each address is handled with the routes that can
 * match it or its ancestors (`createRouteNarrower`), which match it as the whole tree would;
 * route discovery's manifest requests, which name any addresses, keep the whole tree.
 */
function createNarrowHandlers(build: ServerBuild, whole: RequestHandler) {
  const narrow = createRouteNarrower(build.routes);
  const handlers = new WeakMap<object, RequestHandler>();
  const manifestPath = build.routeDiscovery.mode === 'lazy' ? build.routeDiscovery.manifestPath : null;
  return (request: Request): RequestHandler => {
    const { pathname } = new URL(request.url);
    if (pathname === manifestPath) return whole;
    const routes = narrow(pathname);
    let handler = handlers.get(routes);
    if (!handler) handlers.set(routes, (handler = createRequestHandler({ ...build, routes }, 'production')));
    return handler;
  };
}

/**
 * The web build's server entry (apps/web/app/entry.server.tsx): with React Router's middleware on,
 * loaders read the server's values from a RouterContextProvider under the build's own key, so the
 * build makes the context.
 */
function readEntry(build: ServerBuild): WebServerEntryExports<RouterContextProvider> {
  const entry = build.entry.module as Partial<WebServerEntryExports<RouterContextProvider>>;
  if (typeof entry.createAppLoadContext !== 'function') {
    throw new Error('The web build does not export createAppLoadContext from its server entry');
  }
  return { createAppLoadContext: entry.createAppLoadContext };
}

function toWebRequest(request: FastifyRequest, reply: FastifyReply): Request {
  const origin = `${request.protocol}://${request.host}`;
  const url = new URL(request.url, origin);
  const controller = new AbortController();
  reply.raw.on('close', () => controller.abort());
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
    else if (value !== undefined) headers.set(name, value);
  }
  const init: RequestInit & { duplex?: 'half' } = {
    method: request.method,
    headers,
    signal: controller.signal,
  };
  if (request.method !== 'GET' && request.method !== 'HEAD' && request.body instanceof Readable) {
    init.body = createReadableStreamFromReadable(request.body);
    init.duplex = 'half';
  }
  return new Request(url, init);
}

async function sendWebResponse(
  reply: FastifyReply,
  response: Response,
  capture: (body: Readable) => Readable,
) {
  reply.code(response.status);
  for (const [name, value] of response.headers) {
    if (name !== 'set-cookie') reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
  const body = response.body ? capture(Readable.fromWeb(response.body as WebReadableStream)) : null;
  if (!body) {
    reply.removeHeader(PAGE_CACHE_MARKER);
    return reply.send();
  }
  return reply.send(body);
}
