import type { FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { endpoints, type AnyEndpoint } from '@portal/contract';
import { createReferenceCache } from './reference-cache';

function requestFor(endpoint: AnyEndpoint, ifNoneMatch?: string) {
  return {
    routeOptions: { url: '/probe', config: { endpoint } },
    url: '/probe',
    locale: 'uk',
    headers: ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {},
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
    type() {
      return reply;
    },
    send(body?: unknown) {
      sent.body = body;
      return reply;
    },
  };
  return { reply: reply as unknown as FastifyReply, sent };
}

describe('the reference cache', () => {
  it('answers with a strong ETag, and 304 with no body to a matching If-None-Match', async () => {
    const cache = createReferenceCache();
    const first = recordingReply();
    await cache.send(requestFor(endpoints.listCountries), first.reply, 'k', async () => [1]);
    expect(first.sent.body).toBe('{"data":[1]}');
    const etag = first.sent.headers['etag'];
    expect(etag).toMatch(/^"[\w-]+"$/);
    const second = recordingReply();
    await cache.send(requestFor(endpoints.listCountries, etag), second.reply, 'k', async () => [2]);
    expect(second.sent.status).toBe(304);
    expect(second.sent.body).toBeUndefined();
  });

  it('refuses an entry that does not say `cached` (the OpenAPI document would not list its 304)', async () => {
    const cache = createReferenceCache();
    await expect(
      cache.send(requestFor(endpoints.getProfile), recordingReply().reply, 'k', async () => []),
    ).rejects.toThrow(/cached: true/);
  });

  it('sendLive computes every answer afresh (an edit shows at once) and still answers 304 to a matching ETag', async () => {
    const cache = createReferenceCache();
    const first = recordingReply();
    await cache.sendLive(requestFor(endpoints.listTariffs), first.reply, async () => [1]);
    expect(first.sent.headers['cache-control']).toMatch(/max-age=0, must-revalidate/);
    const etag = first.sent.headers['etag']!;
    const same = recordingReply();
    await cache.sendLive(requestFor(endpoints.listTariffs, etag), same.reply, async () => [1]);
    expect(same.sent.status).toBe(304);
    const edited = recordingReply();
    await cache.sendLive(requestFor(endpoints.listTariffs, etag), edited.reply, async () => [2]);
    expect(edited.sent.status).toBe(200);
    expect(edited.sent.body).toBe('{"data":[2]}');
  });
});
