import { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@portal/contract';
import { createLocalChatBus, parseChatSignal } from '../src/domain/chat/live/chat-bus';
import { parseEnvelope } from '../src/lib/signal-bus';
import { createChatHub, parseLastEventId, sseFrame } from '../src/domain/chat/live/chat-hub';
import { callOk } from './call';
import { buildTestApp, silentLogger, type TestApp } from './helpers';
import { createApprovedExporter, createManager } from './requests';

/**
 * Issue 29 §2 (decision 051): the live side of one instance — a client that does not keep up is
 * dropped, idle connections cost one cursor per audience, a connection ends after its time.
 */

let testApp: TestApp;
let app: FastifyInstance;

beforeAll(async () => {
  testApp = await buildTestApp();
  app = testApp.app;
});

afterAll(async () => {
  await testApp?.close();
});

/**
 * A response as the hub writes it: a client that takes its output (`reads`), or one that never
 * does (everything written stays buffered).
 */
function fakeResponse(reads: boolean) {
  const written: string[] = [];
  let ended = false;
  const res = new Writable({
    highWaterMark: 64,
    write(chunk: Buffer, _encoding, callback) {
      written.push(chunk.toString());
      if (reads) callback();
    },
    final(callback) {
      ended = true;
      callback();
    },
  }) as Writable & { writeHead: () => unknown };
  res.writeHead = () => res;
  return { res: res as unknown as ServerResponse, written, writable: res, ended: () => ended };
}

/** A hub of its own with `options`, a manager's stream opened on it, and the hub closed after. */
async function withOfficeStream(
  options: Partial<Parameters<typeof createChatHub>[0]>,
  reads: boolean,
  body: (stream: ReturnType<typeof fakeResponse>, hub: ReturnType<typeof createChatHub>) => Promise<void>,
) {
  const manager = await createManager(app);
  const hub = createChatHub({ db: app.db, bus: createLocalChatBus(), logger: silentLogger, ...options });
  try {
    const stream = fakeResponse(reads);
    const request = new EventEmitter() as unknown as IncomingMessage;
    await hub.open(request, stream.res, { userId: manager.user.id, side: 'office', companyId: null }, null);
    await body(stream, hub);
  } finally {
    await hub.close();
  }
}

describe('issue 29 §2: slow or dead clients are dropped', () => {
  it('a client whose unsent output passes the limit is dropped at once', async () => {
    const exporter = await createApprovedExporter(app);
    await withOfficeStream({ maxBufferedBytes: 2048, heartbeatMs: 60_000 }, false, async (stuck, hub) => {
      expect(hub.stats().connections).toBe(1);
      const sent = await callOk(
        app,
        endpoints.sendChatMessage,
        { body: { text: 'x'.repeat(3000) } },
        { as: exporter },
      );
      const { conversation } = await callOk(app, endpoints.getChat, { query: {} }, { as: exporter });
      await hub.publish({
        kind: 'message',
        companyId: conversation.company_id,
        conversationId: sent.conversation_id,
        messageId: sent.id,
      });
      await expect.poll(() => stuck.writable.destroyed, { timeout: 3000 }).toBe(true);
      expect(hub.stats().connections).toBe(0);
    });
  });

  it('a client that has not taken its output for the stall time is dropped at the next beat', async () => {
    await withOfficeStream({ heartbeatMs: 50, stallMs: 100 }, false, async (stuck, hub) => {
      await expect.poll(() => stuck.writable.destroyed, { timeout: 3000 }).toBe(true);
      expect(hub.stats().connections).toBe(0);
    });
  });

  it('a connection ends after its time (the client comes back and is checked again)', async () => {
    await withOfficeStream({ heartbeatMs: 50, maxAgeMs: 100 }, true, async (stream, hub) => {
      await expect.poll(() => stream.ended(), { timeout: 3000 }).toBe(true);
      expect(stream.written.join('')).toMatch(/^retry: 2000\n\n/);
      expect(stream.written.join('')).toContain('event: ready');
      expect(hub.stats()).toEqual({ connections: 0, audiences: 0 });
    });
  });
});

describe('issue 29 §2: the stream’s frames and ids', () => {
  it('only a message carries an id; Last-Event-ID is a message id or nothing', () => {
    expect(sseFrame('message', { a: 1 }, 42)).toBe('id: 42\nevent: message\ndata: {"a":1}\n\n');
    expect(sseFrame('typing', { text: 'a\nb' })).toBe('event: typing\ndata: {"text":"a\\nb"}\n\n');
    expect(parseLastEventId('17')).toBe(17);
    expect(parseLastEventId(' 17 ')).toBe(17);
    for (const bad of [undefined, '', '-1', '1e3', 'abc', '9'.repeat(16), '1.5'])
      expect(parseLastEventId(bad)).toBeNull();
  });

  it('a signal from the channel is read only when it is one this version knows', () => {
    const signal = { kind: 'message', companyId: 'c', conversationId: 'v', messageId: 1 };
    const envelope = parseEnvelope(JSON.stringify({ from: 'i', payload: signal }));
    expect(envelope).toEqual({ from: 'i', payload: signal });
    expect(parseChatSignal(envelope?.payload)).toEqual(signal);
    for (const raw of ['', '{', 'null', '[]', JSON.stringify({ payload: signal })])
      expect(parseEnvelope(raw)).toBeNull();
    for (const payload of [null, [], 'x', { kind: 'drop', companyId: 'c' }, { kind: 'message' }])
      expect(parseChatSignal(payload)).toBeNull();
  });
});
