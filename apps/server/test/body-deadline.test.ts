import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@portal/contract';
import { injectOptionsOf } from './call';
import { buildTestApp, type TestApp } from './helpers';
import { echoRoutes } from './fixtures';

const BODY_TIMEOUT_MS = 400;
const HEADERS_TIMEOUT_MS = 600;

let testApp: TestApp;
let port: number;

beforeAll(async () => {
  testApp = await buildTestApp({
    env: { BODY_TIMEOUT_MS: String(BODY_TIMEOUT_MS), HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS) },
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

/** The request line of sign-in, from its entry: `POST /api/auth/login`. */
const signIn = injectOptionsOf(endpoints.signInWithPassword);
const LOGIN = `${signIn.method} ${String(signIn.url)}`;

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

/** Errors that reached the process (an unhandled 'error' event kills `npm start`). */
function watchProcessErrors(): { errors: unknown[]; stop: () => void } {
  const errors: unknown[] = [];
  const record = (error: unknown) => errors.push(error);
  process.on('uncaughtException', record);
  process.on('unhandledRejection', record);
  return {
    errors,
    stop: () => {
      process.off('uncaughtException', record);
      process.off('unhandledRejection', record);
    },
  };
}

/**
 * Sends a whole request on a raw socket and reads the answer's status line, keeping the
 * connection open for `holdMs` after the answer, as a keep-alive client does.
 */
async function sendRaw(request: string | Buffer, holdMs: number): Promise<number> {
  const socket = connect(port, '127.0.0.1');
  const chunks: Buffer[] = [];
  await new Promise<void>((resolve) => {
    let holding: NodeJS.Timeout | undefined;
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      holding ??= setTimeout(() => socket.destroy(), holdMs);
    });
    socket.on('close', () => {
      clearTimeout(holding);
      resolve();
    });
    socket.on('error', () => resolve());
    socket.write(request);
  });
  return Number(/^HTTP\/1\.1 (\d{3})/.exec(Buffer.concat(chunks).toString('latin1'))?.[1] ?? 0);
}

describe('issue 12: nothing of a finished request reaches the process after it was answered', () => {
  it('a body over the limit answers 413, and the body deadline of that request never fires later', async () => {
    const watch = watchProcessErrors();
    try {
      const body = JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(2 * 1024 * 1024) });
      const status = await sendRaw(
        `${LOGIN} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
          `Content-Length: ${body.length}\r\n\r\n${body}`,
        // Past the moment the deadline of that request would have fired.
        BODY_TIMEOUT_MS * 2 + 200,
      );
      expect(status).toBe(413);
      // The server closed that connection: wait out the deadline here.
      await new Promise((resolve) => setTimeout(resolve, BODY_TIMEOUT_MS * 2 + 200));
      expect(watch.errors).toEqual([]);
      expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
    } finally {
      watch.stop();
    }
  });

  it.each([
    ['a GET with a body the portal never reads', 'GET /healthz', 'application/json', '{"a":1}'],
    ['a body of a type the API refuses (415)', LOGIN, 'text/plain', 'hello'],
    ['a body on an unknown call (404)', 'POST /api/no-such-call', 'application/json', '{"a":1}'],
  ])('%s: answered, and nothing reaches the process later', async (_name, line, type, body) => {
    const watch = watchProcessErrors();
    try {
      const status = await sendRaw(
        `${line} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: ${type}\r\nContent-Length: ${body.length}\r\n\r\n${body}`,
        BODY_TIMEOUT_MS * 2 + 200,
      );
      expect(status).toBeGreaterThanOrEqual(200);
      expect(status).toBeLessThan(500);
      expect(watch.errors).toEqual([]);
    } finally {
      watch.stop();
    }
  });
});

describe('issue 12: a request whose headers do not arrive within HEADERS_TIMEOUT_MS is cut', () => {
  it('50 sockets trickling their headers are all answered 408 or closed soon after the limit', async () => {
    const started = performance.now();
    const outcomes = await Promise.all(
      Array.from({ length: 50 }, async (_, i) => {
        const socket = connect(port, '127.0.0.1');
        socket.setNoDelay(true);
        const chunks: Buffer[] = [];
        socket.on('data', (chunk: Buffer) => chunks.push(chunk));
        // One header line every 100 ms, never the blank line that ends them.
        const trickle = setInterval(() => {
          if (!socket.destroyed) socket.write(`X-Slow-${i}: ${'x'.repeat(8)}\r\n`);
        }, 100);
        socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n');
        const safety = setTimeout(() => socket.destroy(), 10_000);
        await new Promise<void>((resolve) => {
          socket.on('close', () => resolve());
          socket.on('error', () => resolve());
        });
        clearInterval(trickle);
        clearTimeout(safety);
        return {
          closedAfterMs: performance.now() - started,
          status: Number(/^HTTP\/1\.1 (\d{3})/.exec(Buffer.concat(chunks).toString('latin1'))?.[1] ?? 0),
        };
      }),
    );
    for (const outcome of outcomes) {
      expect([0, 408]).toContain(outcome.status);
      expect(outcome.closedAfterMs).toBeGreaterThanOrEqual(HEADERS_TIMEOUT_MS - 50);
      // Checked every second at most: never the 60 s + 30 s of Node's defaults.
      expect(outcome.closedAfterMs).toBeLessThan(HEADERS_TIMEOUT_MS + 3_000);
    }
    const response = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(response.status).toBe(200);
  });
});
