import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers';
import { echoRoutes } from './fixtures';

const BODY_TIMEOUT_MS = 400;

let testApp: TestApp;
let port: number;

beforeAll(async () => {
  testApp = await buildTestApp({
    env: { BODY_TIMEOUT_MS: String(BODY_TIMEOUT_MS) },
    extraApiRoutes: echoRoutes,
  });
  await testApp.app.listen({ host: '127.0.0.1', port: 0 });
  port = (testApp.app.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await testApp?.close();
});

type RawExchange = {
  status: number;
  headers: string;
  body: string;
  /** Milliseconds from the end of the request headers to the first byte of the answer. */
  answeredAfterMs: number;
  /** Whether the server closed the connection after answering. */
  closedByServer: boolean;
};

/**
 * Sends the request head on a raw socket, then the body in pieces with a pause between them,
 * as a slow (or malicious) client would, and reads the answer.
 */
async function sendSlowly(head: string, pieces: string[], pauseMs: number): Promise<RawExchange> {
  const socket = connect(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  socket.setNoDelay(true);
  const chunks: Buffer[] = [];
  let headSentAt = 0;
  let answeredAt: number | undefined;
  let closedByServer = false;
  const finished = new Promise<void>((resolve) => {
    socket.on('data', (chunk: Buffer) => {
      answeredAt ??= performance.now();
      chunks.push(chunk);
    });
    socket.on('end', () => {
      closedByServer = true;
    });
    // A reset after the answer (the client kept writing into a closed connection) is fine.
    socket.on('error', () => resolve());
    socket.on('close', () => resolve());
  });
  socket.write(head);
  headSentAt = performance.now();
  const writer = (async () => {
    for (const piece of pieces) {
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
      if (socket.destroyed || socket.writableEnded || answeredAt !== undefined) return;
      socket.write(piece);
    }
  })();
  const safety = setTimeout(() => socket.destroy(), 10_000);
  await finished;
  clearTimeout(safety);
  await writer;
  const text = Buffer.concat(chunks).toString('utf8');
  const [headers = '', body = ''] = text.split('\r\n\r\n');
  return {
    status: Number(/^HTTP\/1\.1 (\d{3})/.exec(headers)?.[1] ?? 0),
    headers,
    body,
    answeredAfterMs: (answeredAt ?? Number.NaN) - headSentAt,
    closedByServer,
  };
}

function head(extra: string): string {
  return `POST /api/test/echo HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n${extra}\r\n`;
}

describe('ARCHITECTURE §5: a request body must arrive within BODY_TIMEOUT_MS', () => {
  it('a body trickled one byte at a time answers 408 within the deadline and the connection is closed', async () => {
    // 100 bytes at one per 50 ms would take 5 s: only the deadline can end it after 0.4 s.
    const body = JSON.stringify({ name: 'Slow loris', count: 1 }).padEnd(100, ' ');
    const exchange = await sendSlowly(head(`Content-Length: ${body.length}\r\n`), [...body], 50);
    expect(exchange.status).toBe(408);
    expect(JSON.parse(exchange.body)).toEqual({
      message: 'Запит надходив надто довго.',
      code: 'request_timeout',
    });
    expect(exchange.headers.toLowerCase()).toContain('connection: close');
    expect(exchange.answeredAfterMs).toBeGreaterThanOrEqual(BODY_TIMEOUT_MS - 20);
    expect(exchange.answeredAfterMs).toBeLessThan(BODY_TIMEOUT_MS + 2_500);
    expect(exchange.closedByServer).toBe(true);
  });

  it('a chunked body trickled slowly answers 408 as well', async () => {
    const pieces = Array.from({ length: 100 }, (_, i) => `1\r\n${i === 0 ? '{' : ' '}\r\n`);
    const exchange = await sendSlowly(
      head('Transfer-Encoding: chunked\r\nX-Localization: en\r\n'),
      pieces,
      50,
    );
    expect(exchange.status).toBe(408);
    expect(JSON.parse(exchange.body)).toEqual({
      message: 'The request took too long to arrive.',
      code: 'request_timeout',
    });
    expect(exchange.answeredAfterMs).toBeLessThan(BODY_TIMEOUT_MS + 2_500);
  });

  it('a body sent in pieces that completes before the deadline is accepted', async () => {
    const body = JSON.stringify({ name: 'Quick enough', count: 2 });
    const third = Math.ceil(body.length / 3);
    const pieces = [body.slice(0, third), body.slice(third, 2 * third), body.slice(2 * third)];
    const exchange = await sendSlowly(
      head(`Content-Length: ${body.length}\r\nConnection: close\r\n`),
      pieces,
      25,
    );
    expect(exchange.status).toBe(200);
    expect(JSON.parse(exchange.body)).toEqual({ data: { name: 'Quick enough', count: 2 } });
  });

  it('the server keeps serving after cutting a slow body', async () => {
    const cut = await sendSlowly(
      head('Content-Length: 50\r\n'),
      Array.from({ length: 50 }, () => ' '),
      50,
    );
    expect(cut.status).toBe(408);
    const response = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });
});
