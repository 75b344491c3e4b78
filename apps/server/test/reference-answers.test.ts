import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyPluginAsync, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointPath, endpoints, type ApiLocale } from '@portal/contract';
import { findSections } from '../src/domain/classification/find-sections';
import { buildTestApp, type TestApp } from './helpers';

/**
 * Issue 30 §3: reference answers are kept as bytes, compressed once, and sent with no work per
 * request that the answer does not need. They must stay what they were: the same body, headers,
 * ETag, 304, and the compression @fastify/compress gives an answer computed on each request.
 */

const SECTIONS = `/api${endpointPath(endpoints.listHsSections)}`;
const COMPUTED = '/api/test/sections-computed';

/** The sections as every request computed them before: a JSON string through the ordinary path. */
const computedRoutes: FastifyPluginAsync = async (api) => {
  api.get(COMPUTED.slice('/api'.length), async (request, reply) => {
    const body = JSON.stringify({ data: await findSections(api.db, request.locale) });
    return reply.type('application/json; charset=utf-8').send(body);
  });
};

let testApp: TestApp;
let app: FastifyInstance;

beforeAll(async () => {
  testApp = await buildTestApp({ extraApiRoutes: computedRoutes });
  app = testApp.app;
});

afterAll(async () => {
  await testApp?.close();
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** Every header a JSON answer of the API carries (decision 020). */
const API_SECURITY_HEADERS = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-resource-policy': 'same-origin',
};

function get(url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') {
  return app.inject({ method, url, headers });
}

/** The answer's headers but those of the connection (date, keep-alive). */
function headersOf(response: LightMyRequestResponse) {
  const { date: _date, connection: _connection, 'keep-alive': _keepAlive, ...rest } = response.headers;
  return rest;
}

function decoded(response: LightMyRequestResponse): Buffer {
  const raw = response.rawPayload;
  switch (response.headers['content-encoding']) {
    case 'br':
      return brotliDecompressSync(raw);
    case 'gzip':
      return gunzipSync(raw);
    default:
      return raw;
  }
}

describe('issue 30 §3: a reference answer from memory', () => {
  it.each<ApiLocale>(['uk', 'en'])(
    'has the body a computed answer has, and every header it had (%s)',
    async (locale) => {
      const computed = await get(COMPUTED, { 'x-localization': locale });
      const kept = await get(SECTIONS, { 'x-localization': locale });
      expect(kept.statusCode).toBe(200);
      expect(kept.rawPayload.equals(computed.rawPayload)).toBe(true);
      expect(headersOf(kept)).toEqual({
        ...API_SECURITY_HEADERS,
        etag: expect.stringMatching(/^"[\w-]{27}"$/),
        'cache-control': 'public, max-age=300, stale-while-revalidate=3600',
        vary: 'X-Localization',
        'content-type': 'application/json; charset=utf-8',
        'content-length': String(computed.rawPayload.length),
        'x-request-id': expect.stringMatching(UUID),
      });
    },
  );

  it('gets a new request id on every answer, and echoes a valid incoming one', async () => {
    const first = await get(SECTIONS);
    const second = await get(SECTIONS);
    expect(first.headers['x-request-id']).not.toBe(second.headers['x-request-id']);
    const traced = await get(SECTIONS, { 'x-request-id': 'trace-0123456789' });
    expect(traced.headers['x-request-id']).toBe('trace-0123456789');
  });

  it.each([
    'br',
    'gzip',
    'gzip, deflate, br',
    'br;q=0.5, gzip',
    'gzip;q=0, br',
    'x-gzip',
    '*',
    'deflate',
    'identity',
    'br;q=0, gzip;q=0',
    'BR',
  ])(
    'Accept-Encoding: %s is answered in the encoding @fastify/compress chooses, with its Vary',
    async (accept) => {
      const computed = await get(COMPUTED, { 'accept-encoding': accept });
      const kept = await get(SECTIONS, { 'accept-encoding': accept });
      expect(kept.statusCode).toBe(200);
      expect(kept.headers['content-encoding']).toBe(computed.headers['content-encoding']);
      // The computed answer has no Vary of its own: the plugin's, after the reference cache's.
      const vary =
        computed.headers.vary === undefined ? 'X-Localization' : `X-Localization, ${computed.headers.vary}`;
      expect(kept.headers.vary).toBe(vary);
      expect(decoded(kept).equals(decoded(computed))).toBe(true);
      expect(kept.headers.etag).toMatch(/^"[\w-]{27}"$/);
    },
  );

  it('X-No-Compression is answered uncompressed, as @fastify/compress does', async () => {
    const kept = await get(SECTIONS, { 'accept-encoding': 'br', 'x-no-compression': '1' });
    expect(kept.headers['content-encoding']).toBeUndefined();
    expect(kept.headers.vary).toBe('X-Localization');
  });

  it('answers 304 with no body to a matching If-None-Match, whatever the encoding asked', async () => {
    const first = await get(SECTIONS);
    const asked: Record<string, string>[] = [{}, { 'accept-encoding': 'br, gzip' }];
    for (const headers of asked) {
      const again = await get(SECTIONS, { ...headers, 'if-none-match': String(first.headers.etag) });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
      expect(headersOf(again)).toEqual({
        ...API_SECURITY_HEADERS,
        etag: first.headers.etag,
        'cache-control': 'public, max-age=300, stale-while-revalidate=3600',
        vary: 'X-Localization',
        'x-request-id': expect.stringMatching(UUID),
      });
    }
  });

  it('HEAD answers the headers of GET with no body', async () => {
    const full = await get(SECTIONS);
    const head = await get(SECTIONS, {}, 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.rawPayload.length).toBe(0);
    expect(head.headers['content-length']).toBe(full.headers['content-length']);
    expect(head.headers.etag).toBe(full.headers.etag);
  });

  it('a short answer (under 1 KiB) goes uncompressed, as @fastify/compress leaves it', async () => {
    const url = `/api${endpointPath(endpoints.listHsGoodsGroups, { query: { product_item: '0101' } })}`;
    const short = await get(url, { 'accept-encoding': 'br' });
    expect(short.statusCode).toBe(200);
    expect(short.rawPayload.length).toBeLessThan(1024);
    expect(short.headers['content-encoding']).toBeUndefined();
    expect(short.headers.vary).toBe('X-Localization');
    expect(short.json().data.length).toBeGreaterThan(0);
  });
});
