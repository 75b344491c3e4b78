import { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { PAGE_CACHE_MARKER } from '@portal/contract';
import { createLocalSignalBus } from '../lib/signal-bus';
import pageCache from './page-cache';

/**
 * The page cache on a bare Fastify app: a page route that renders slowly (as the web app does
 * when its loaders wait for the database), marks itself public or not, and counts its renders.
 */
async function appWithPage(options: { public: boolean }) {
  const app = Fastify();
  let nonces = 0;
  const counts = { renders: 0 };
  app.decorate('config', {
    PAGE_CACHE_TTL_MS: 60_000,
    PAGE_CACHE_MAX_MB: 8,
    CONTENT_SWEEP_MS: 60_000,
  } as never);
  app.decorate('db', {
    execute: async () => ({ rows: [{ last_value: 1, is_called: true }] }),
  } as never);
  app.decorateRequest('cspNonce', '');
  app.addHook('onRequest', (request, _reply, done) => {
    request.cspNonce = `nonce${++nonces}`;
    done();
  });
  await app.register(pageCache, { enabled: true, bus: createLocalSignalBus() });
  app.get('/tariffs', async (request, reply) => {
    counts.renders++;
    await sleep(50);
    const nonce = request.cspNonce;
    reply.type('text/html').header('content-security-policy', `script-src 'self' 'nonce-${nonce}'`);
    if (options.public) reply.header(PAGE_CACHE_MARKER, '1');
    const html = `<!DOCTYPE html><html><body><p>Тарифи</p><script nonce="${nonce}">a=1</script></body></html>`;
    return reply.send(app.pageCache.capture(request, reply, 200, Readable.from([Buffer.from(html)])));
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/tariffs`;
  return { app, url, counts };
}

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe('a guest’s page missing from the cache is rendered once for all who ask meanwhile (decision 059)', () => {
  it('twenty guests at once: one render, one kept copy, twenty identical pages', async () => {
    const page = await appWithPage({ public: true });
    app = page.app;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        fetch(page.url).then(async (r) => ({ status: r.status, body: await r.text() })),
      ),
    );
    expect(page.counts.renders).toBe(1);
    expect(answers.every((a) => a.status === 200 && a.body.includes('<p>Тарифи</p>'))).toBe(true);
    // The waiting guests got the kept copy: without a nonce, the script allowed by its hash.
    expect(answers.filter((a) => !a.body.includes('nonce=')).length).toBe(19);
    const again = await fetch(page.url);
    expect(again.headers.get('content-security-policy')).toContain("'sha256-");
    expect(page.counts.renders).toBe(1);
  });

  it('a page that cannot be kept: the guests who waited render their own', async () => {
    const page = await appWithPage({ public: false });
    app = page.app;
    const statuses = await Promise.all(
      Array.from({ length: 5 }, () => fetch(page.url).then((r) => r.status)),
    );
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    expect(page.counts.renders).toBe(5);
  });

  it('a guest who leaves while waiting gets no rendering of their own', async () => {
    const page = await appWithPage({ public: false });
    app = page.app;
    const first = fetch(page.url);
    await sleep(10);
    const leaving = new AbortController();
    const left = fetch(page.url, { signal: leaving.signal }).catch(() => 'aborted');
    await sleep(10);
    leaving.abort();
    expect((await first).status).toBe(200);
    expect(await left).toBe('aborted');
    await sleep(100);
    expect(page.counts.renders).toBe(1);
  });
});
