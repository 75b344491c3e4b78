import { randomUUID } from 'node:crypto';
import { connect } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type ChatStreamMessage } from '@portal/contract';
import { createTestDatabase, type TestDatabase } from '@portal/db/testing';
import type { SignedInUser } from './accounts';
import { callOk } from './call';
import { buildTestApp, type TestApp } from './helpers';
import { createApprovedExporter, createManager } from './requests';
import { messageIds, openStream, type OpenStream } from './sse';

/**
 * Issue 29 §2, §5 (decision 051): two instances of the portal on one database with Redis between
 * them — a message sent through one reaches the clients of the other, live; a client that moves
 * to the other instance (a restart, the load balancer) resumes from its Last-Event-ID without
 * loss or doubles. Skipped where no Redis answers (the suite passes without one).
 */

const REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';

function answers(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port || 6379) });
    socket.setTimeout(500);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

const hasRedis = await answers(REDIS_URL);

describe.skipIf(!hasRedis)('issue 29 §2: two instances with Redis are one chat', () => {
  let database: TestDatabase;
  let one: TestApp;
  let two: TestApp;
  const bases = new Map<FastifyInstance, string>();
  const streams: OpenStream[] = [];
  let manager: SignedInUser;

  beforeAll(async () => {
    // A channel of this run's own: other runs sharing the Redis server are not heard.
    // No sweep within the test's waits: only Redis can carry a message across in time.
    const env = {
      REDIS_URL,
      REDIS_PREFIX: `test-${randomUUID().slice(0, 8)}`,
      CHAT_HEARTBEAT_MS: '200',
      CHAT_SWEEP_MS: '600000',
    };
    database = await createTestDatabase();
    one = await buildTestApp({ database, env });
    two = await buildTestApp({ dbHandle: await database.connect(), env });
    for (const instance of [one.app, two.app]) {
      await instance.listen({ port: 0, host: '127.0.0.1' });
      const address = instance.server.address();
      bases.set(instance, `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`);
    }
    manager = await createManager(one.app);
  });

  afterAll(async () => {
    for (const opened of streams) opened.close();
    await two?.close();
    await one?.close();
    await database?.drop();
  });

  async function stream(instance: FastifyInstance, user: SignedInUser, headers: Record<string, string> = {}) {
    const opened = await openStream(`${bases.get(instance)}/api/chat/events`, {
      ...user.bearerHeaders,
      ...headers,
    });
    streams.push(opened);
    await opened.waitFor((event) => event.event === 'ready');
    return opened;
  }
  const send = (instance: FastifyInstance, exporter: SignedInUser, text: string) =>
    callOk(instance, endpoints.sendChatMessage, { body: { text } }, { as: exporter });
  const withText = (text: string) => (event: { event: string; data: unknown }) =>
    event.event === 'message' && (event.data as ChatStreamMessage).text === text;

  it('a message sent through one instance reaches the clients of the other, both sides, live', async () => {
    expect(one.app.chatHub.stats()).toMatchObject({ connections: 0 });
    const exporter = await createApprovedExporter(one.app);
    const office = await stream(two.app, manager);
    const company = await stream(two.app, exporter);
    const sent = await send(one.app, exporter, 'через перший екземпляр');
    await office.waitFor(withText('через перший екземпляр'));
    await company.waitFor(withText('через перший екземпляр'));

    const reply = await callOk(
      two.app,
      endpoints.sendAdminChatMessage,
      { params: { id: sent.conversation_id }, body: { text: 'відповідь через другий' } },
      { as: manager },
    );
    const onOne = await stream(one.app, exporter, { 'last-event-id': String(sent.id) });
    await onOne.waitFor(withText('відповідь через другий'));
    expect(messageIds(onOne)).toEqual([reply.id]);

    // Typing and read receipts cross too.
    await callOk(two.app, endpoints.sendChatTyping, {}, { as: exporter });
    await onOne.waitFor((event) => event.event === 'typing');
    await callOk(one.app, endpoints.readChat, { body: { through: reply.id } }, { as: exporter });
    await office.waitFor(
      (event) => event.event === 'read' && (event.data as { through: number }).through === reply.id,
    );
  });

  it('a client that moves to the other instance while messages are sent misses none and gets none twice', async () => {
    const exporter = await createApprovedExporter(one.app);
    const first = await stream(two.app, exporter);
    const a = await send(one.app, exporter, 'a');
    await first.waitFor(withText('a'));
    // The instance the client was on goes away; three messages are sent meanwhile, through both.
    first.close();
    const b = await send(one.app, exporter, 'b');
    const c = await send(two.app, exporter, 'c');
    const moved = await stream(one.app, exporter, { 'last-event-id': first.named('message').at(-1)!.id! });
    const d = await send(two.app, exporter, 'd');
    await moved.waitFor(withText('d'));
    expect(messageIds(first)).toEqual([a.id]);
    expect(messageIds(moved)).toEqual([b.id, c.id, d.id]);
  });
});

describe('issue 29 §2: a signal lost between instances is recovered by the sweep', () => {
  it('without Redis, two instances still deliver each other’s messages within the sweep', async () => {
    const database = await createTestDatabase();
    const env = { CHAT_SWEEP_MS: '100', CHAT_HEARTBEAT_MS: '200' };
    const one = await buildTestApp({ database, env });
    const two = await buildTestApp({ dbHandle: await database.connect(), env });
    try {
      await two.app.listen({ port: 0, host: '127.0.0.1' });
      const address = two.app.server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      const manager = await createManager(one.app);
      const exporter = await createApprovedExporter(one.app);
      const office = await openStream(`http://127.0.0.1:${port}/api/chat/events`, manager.bearerHeaders);
      await office.waitFor((event) => event.event === 'ready');
      const sent = await callOk(
        one.app,
        endpoints.sendChatMessage,
        { body: { text: 'без Redis' } },
        { as: exporter },
      );
      const received = await office.waitFor((event) => event.event === 'message');
      expect(received.id).toBe(String(sent.id));
      office.close();
    } finally {
      await two.close();
      await one.close();
      await database.drop();
    }
  });
});
