import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { endpoints, type AnyEndpoint } from '@portal/contract';
import { createReferenceCache } from './reference-cache';

function requestFor(endpoint: AnyEndpoint, headers: Record<string, string> = {}) {
  return {
    routeOptions: { url: '/probe', config: { endpoint } },
    url: '/probe',
    locale: 'uk',
    headers,
  } as unknown as FastifyRequest;
}

/** A reply that records what was sent. */
function recordingReply() {
  const sent: { status: number; headers: Record<string, string>; body: unknown } = {
    status: 200,
    headers: {},
    body: undefined,
  };
  const reply = {
    header(name: string, value: string) {
      sent.headers[name] = value;
      return reply;
    },
    code(status: number) {
      sent.status = status;
      return reply;
    },
    send(body?: unknown) {
      sent.body = body;
      return reply;
    },
  };
  return { reply: reply as unknown as FastifyReply, sent };
}

const text = (body: unknown) => (body as Buffer).toString('utf8');
/** An answer over the compression threshold (1 KiB). */
const LONG = Array.from({ length: 200 }, (_, i) => `розділ ${i}`);

describe('the reference cache', () => {
  it('answers with a strong ETag, and 304 with no body to a matching If-None-Match', async () => {
    const cache = createReferenceCache();
    const first = recordingReply();
    await cache.send(requestFor(endpoints.listCountries), first.reply, 'k', async () => [1]);
    expect(text(first.sent.body)).toBe('{"data":[1]}');
    const etag = first.sent.headers['etag'];
    expect(etag).toMatch(/^"[\w-]+"$/);
    const second = recordingReply();
    await cache.send(
      requestFor(endpoints.listCountries, { 'if-none-match': etag! }),
      second.reply,
      'k',
      async () => [2],
    );
    expect(second.sent.status).toBe(304);
    expect(second.sent.body).toBeUndefined();
    expect(second.sent.headers['vary']).toBe('X-Localization');
  });

  it('issue 30 §3: a kept entry is sent at once as bytes, with no promise to wait on', async () => {
    const cache = createReferenceCache();
    await cache.send(requestFor(endpoints.listCountries), recordingReply().reply, 'k', async () => [1]);
    const again = recordingReply();
    const returned = cache.send(requestFor(endpoints.listCountries), again.reply, 'k', async () => [2]);
    expect(returned).toBe(again.reply);
    expect(Buffer.isBuffer(again.sent.body)).toBe(true);
    expect(again.sent.headers).toEqual({
      etag: expect.stringMatching(/^"[\w-]+"$/),
      'cache-control': 'public, max-age=300, stale-while-revalidate=3600',
      'content-type': 'application/json; charset=utf-8',
      vary: 'X-Localization',
    });
  });

  it('issue 30 §3: a long answer is compressed once, and sent compressed as @fastify/compress would', async () => {
    const cache = createReferenceCache();
    const identity = recordingReply();
    await cache.send(requestFor(endpoints.listCountries), identity.reply, 'k', async () => LONG);
    expect(text(identity.sent.body)).toBe(JSON.stringify({ data: LONG }));
    expect(identity.sent.headers['content-encoding']).toBeUndefined();

    const br = recordingReply();
    cache.send(
      requestFor(endpoints.listCountries, { 'accept-encoding': 'gzip, deflate, br' }),
      br.reply,
      'k',
      async () => [],
    );
    expect(br.sent.headers['content-encoding']).toBe('br');
    expect(br.sent.headers['vary']).toBe('X-Localization, accept-encoding');
    expect(br.sent.headers['etag']).toBe(identity.sent.headers['etag']);
    expect(brotliDecompressSync(br.sent.body as Buffer).equals(identity.sent.body as Buffer)).toBe(true);

    const gzip = recordingReply();
    cache.send(
      requestFor(endpoints.listCountries, { 'accept-encoding': 'gzip;q=1, br;q=0.5' }),
      gzip.reply,
      'k',
      async () => [],
    );
    expect(gzip.sent.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.sent.body as Buffer).equals(identity.sent.body as Buffer)).toBe(true);

    const plainOnes: Record<string, string>[] = [
      { 'accept-encoding': 'identity' },
      { 'accept-encoding': 'br;q=0, gzip;q=0' },
      { 'accept-encoding': 'deflate' },
      { 'accept-encoding': 'br', 'x-no-compression': '1' },
    ];
    for (const headers of plainOnes) {
      const plain = recordingReply();
      cache.send(requestFor(endpoints.listCountries, headers), plain.reply, 'k', async () => []);
      expect(plain.sent.headers['content-encoding'], JSON.stringify(headers)).toBeUndefined();
      expect(plain.sent.headers['vary']).toBe('X-Localization');
      expect(text(plain.sent.body)).toBe(JSON.stringify({ data: LONG }));
    }
  });

  it('a short answer is not compressed (under the threshold of @fastify/compress)', async () => {
    const cache = createReferenceCache();
    const short = recordingReply();
    await cache.send(
      requestFor(endpoints.listCountries, { 'accept-encoding': 'br' }),
      short.reply,
      'k',
      async () => [1],
    );
    expect(short.sent.headers['content-encoding']).toBeUndefined();
    expect(short.sent.headers['vary']).toBe('X-Localization');
  });

  it('computes a key once, even for requests that come before the first answer', async () => {
    const cache = createReferenceCache();
    let computed = 0;
    const compute = async () => {
      computed += 1;
      return LONG;
    };
    await Promise.all(
      [1, 2, 3].map(() =>
        cache.send(requestFor(endpoints.listCountries), recordingReply().reply, 'k', compute),
      ),
    );
    cache.send(requestFor(endpoints.listCountries), recordingReply().reply, 'k', compute);
    expect(computed).toBe(1);
  });

  it('a failed computation is not kept: the next request computes again', async () => {
    const cache = createReferenceCache();
    await expect(
      cache.send(requestFor(endpoints.listCountries), recordingReply().reply, 'k', () =>
        Promise.reject(new Error('database down')),
      ),
    ).rejects.toThrow('database down');
    const again = recordingReply();
    await cache.send(requestFor(endpoints.listCountries), again.reply, 'k', async () => [1]);
    expect(text(again.sent.body)).toBe('{"data":[1]}');
  });

  it('refuses an entry that does not say `cached` (the OpenAPI document would not list its 304)', () => {
    const cache = createReferenceCache();
    expect(() =>
      cache.send(requestFor(endpoints.getProfile), recordingReply().reply, 'k', async () => []),
    ).toThrow(/cached: true/);
  });

  it('sendLive computes every answer afresh (an edit shows at once) and still answers 304 to a matching ETag', async () => {
    const cache = createReferenceCache();
    const first = recordingReply();
    await cache.sendLive(requestFor(endpoints.listTariffs), first.reply, async () => [1]);
    expect(first.sent.headers['cache-control']).toMatch(/max-age=0, must-revalidate/);
    const etag = first.sent.headers['etag']!;
    const same = recordingReply();
    await cache.sendLive(
      requestFor(endpoints.listTariffs, { 'if-none-match': etag }),
      same.reply,
      async () => [1],
    );
    expect(same.sent.status).toBe(304);
    const edited = recordingReply();
    await cache.sendLive(
      requestFor(endpoints.listTariffs, { 'if-none-match': etag }),
      edited.reply,
      async () => [2],
    );
    expect(edited.sent.status).toBe(200);
    expect(text(edited.sent.body)).toBe('{"data":[2]}');
  });

  it('sendLive leaves compression to @fastify/compress, as the answer is made anew each time', async () => {
    const cache = createReferenceCache();
    const live = recordingReply();
    await cache.sendLive(
      requestFor(endpoints.listTariffs, { 'accept-encoding': 'br' }),
      live.reply,
      async () => LONG,
    );
    expect(live.sent.headers['content-encoding']).toBeUndefined();
    expect(text(live.sent.body)).toBe(JSON.stringify({ data: LONG }));
  });
});
