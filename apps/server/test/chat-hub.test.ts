import { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@portal/contract';
import { createLocalChatBus, parseChatSignal } from '../src/domain/chat/live/chat-bus';
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

/** A response whose client never reads: everything written stays buffered. */
function stuckResponse() {
  const written: string[] = [];
  const res = new Writable({
    highWaterMark: 64,
    write(chunk: Buffer, _encoding, _callback) {
      written.push(chunk.toString());
      // Never calls back: the client does not take its output.
    },
  }) as Writable & { writeHead: () => unknown; destroyedBy?: string };
  res.writeHead = () => res;
  return { res: res as unknown as ServerResponse, written, writable: res };
}

function fakeRequest(): IncomingMessage {
  return new EventEmitter() as unknown as IncomingMessage;
}

describe('issue 29 §2: slow or dead clients are dropped', () => {
  it('a client whose unsent output passes the limit is dropped at once', async () => {
    const manager = await createManager(app);
    const exporter = await createApprovedExporter(app);
    const bus = createLocalChatBus();
    const hub = createChatHub({
      db: app.db,
      bus,
      logger: silentLogger,
      maxBufferedBytes: 2048,
      heartbeatMs: 60_000,
    });
    try {
      const stuck = stuckResponse();
      await hub.open(
        fakeRequest(),
        stuck.res,
        { userId: manager.user.id, side: 'office', companyId: null },
        null,
      );
      expect(hub.stats().connections).toBe(1);
      const sent = await callOk(
        app,
        endpoints.sendChatMessage,
        { body: { text: 'x'.repeat(3000) } },
        { as: exporter },
      );
      await bus.publish({
        kind: 'message',
        companyId: 'unknown',
        conversationId: sent.conversation_id,
        messageId: sent.id,
      });
      await hub.publish({
        kind: 'message',
        companyId: (await callOk(app, endpoints.getChat, { query: {} }, { as: exporter })).conversation
          .company_id,
        conversationId: sent.conversation_id,
        messageId: sent.id,
      });
      await expect.poll(() => stuck.writable.destroyed, { timeout: 3000 }).toBe(true);
      expect(hub.stats().connections).toBe(0);
    } finally {
      await hub.close();
    }
  });

  it('a client that has not taken its output for the stall time is dropped at the next beat', async () => {
    const manager = await createManager(app);
    const hub = createChatHub({
      db: app.db,
      bus: createLocalChatBus(),
      logger: silentLogger,
      heartbeatMs: 50,
      stallMs: 100,
    });
    try {
      const stuck = stuckResponse();
      await hub.open(
        fakeRequest(),
        stuck.res,
        { userId: manager.user.id, side: 'office', companyId: null },
        null,
      );
      await expect.poll(() => stuck.writable.destroyed, { timeout: 3000 }).toBe(true);
      expect(hub.stats().connections).toBe(0);
    } finally {
      await hub.close();
    }
  });

  it('a connection ends after its time (the client comes back and is checked again)', async () => {
    const manager = await createManager(app);
    const hub = createChatHub({
      db: app.db,
      bus: createLocalChatBus(),
      logger: silentLogger,
      heartbeatMs: 50,
      maxAgeMs: 100,
    });
    try {
      const chunks: string[] = [];
      let ended = false;
      const res = new Writable({
        write(chunk: Buffer, _encoding, callback) {
          chunks.push(chunk.toString());
          callback();
        },
        final(callback) {
          ended = true;
          callback();
        },
      }) as Writable & { writeHead: () => unknown };
      res.writeHead = () => res;
      await hub.open(
        fakeRequest(),
        res as unknown as ServerResponse,
        { userId: manager.user.id, side: 'office', companyId: null },
        null,
      );
      await expect.poll(() => ended, { timeout: 3000 }).toBe(true);
      expect(chunks.join('')).toMatch(/^retry: 2000\n\n/);
      expect(chunks.join('')).toContain('event: ready');
      expect(hub.stats()).toEqual({ connections: 0, audiences: 0 });
    } finally {
      await hub.close();
    }
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
    expect(parseChatSignal(JSON.stringify({ from: 'i', signal }))).toEqual({ from: 'i', signal });
    for (const raw of [
      '',
      '{',
      'null',
      '[]',
      JSON.stringify({ from: 'i', signal: { kind: 'drop' } }),
      JSON.stringify({ signal }),
    ])
      expect(parseChatSignal(raw)).toBeNull();
  });
});
