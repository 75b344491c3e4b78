import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { endpointRoute, endpoints } from '@portal/contract';
import { createDb } from '@portal/db';
import { createTestDatabase } from '@portal/db/testing';
import { call } from './call';
import { buildTestApp, findClosedPort, type TestApp } from './helpers';

const isPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe('ARCHITECTURE §9: liveness and readiness', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp();
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('/healthz answers 200 { status: ok }', async () => {
    const response = await testApp.app.inject({ url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('/readyz answers 200 while the database answers', async () => {
    const response = await testApp.app.inject({ url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready', database: 'up' });
    expect(response.headers['retry-after']).toBeUndefined();
  });
});

describe('issue 30 §3: one log line per request', () => {
  it('logs an answered request once, at info, with its method, address, status and time', async () => {
    const lines: Record<string, unknown>[] = [];
    const stream = { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) };
    const testApp = await buildTestApp({ logger: { level: 'info', stream } });
    try {
      lines.length = 0;
      const response = await testApp.app.inject({ url: '/healthz?probe=1' });
      expect(response.statusCode).toBe(200);
      const ofRequest = lines.filter((line) => line.reqId === response.headers['x-request-id']);
      expect(ofRequest).toEqual([
        expect.objectContaining({
          level: 30,
          msg: 'request completed',
          req: expect.objectContaining({ method: 'GET', url: '/healthz?probe=1' }),
          res: { statusCode: 200 },
          responseTime: expect.any(Number),
        }),
      ]);
    } finally {
      await testApp.close();
    }
  });
});

describe('ARCHITECTURE §5: when the database is unreachable the API answers 503 and stays up', () => {
  it('after the database is closed: /readyz and API reads answer 503 with Retry-After, /healthz 200', async () => {
    const testApp = await buildTestApp();
    try {
      await testApp.dbHandle.close();

      const readiness = await testApp.app.inject({ url: '/readyz' });
      expect(readiness.statusCode).toBe(503);
      expect(readiness.headers['retry-after']).toBe('5');
      expect(readiness.json()).toEqual({ status: 'unavailable', database: 'down' });

      for (const entry of [endpoints.listOutboxMessages, endpoints.listHsSections]) {
        const url = endpointRoute(entry).path;
        const response = await call(testApp.app, entry, {}, { locale: 'en' });
        expect(response.status, url).toBe(503);
        expect(response.response.headers['retry-after'], url).toBe('5');
        expect(response.body, url).toEqual({
          message: 'The service is temporarily unavailable. Try again later.',
          code: 'service_unavailable',
        });
      }

      // The app is still up and answers what needs no database.
      const liveness = await testApp.app.inject({ url: '/healthz' });
      expect(liveness.statusCode).toBe(200);
    } finally {
      await testApp.close();
    }
  });

  it('with PostgreSQL at a port where nothing listens: API reads and /readyz answer 503, never 500', async () => {
    const port = await findClosedPort();
    const dbHandle = await createDb({ databaseUrl: `postgres://postgres@127.0.0.1:${port}/portal` });
    const testApp = await buildTestApp({ dbHandle });
    try {
      const read = await call(testApp.app, endpoints.listHsSections);
      expect(read.status).toBe(503);
      expect(read.response.headers['retry-after']).toBe('5');
      expect(read.body).toEqual({
        message: 'Сервіс тимчасово недоступний. Спробуйте пізніше.',
        code: 'service_unavailable',
      });
      const readiness = await testApp.app.inject({ url: '/readyz' });
      expect(readiness.statusCode).toBe(503);
      // A second read after the failure: the app did not fall over.
      const again = await call(testApp.app, endpoints.listOutboxMessages);
      expect(again.status).toBe(503);
      expect((await testApp.app.inject({ url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await testApp.close();
      await dbHandle.close();
    }
  });

  it.runIf(isPostgres)(
    'PostgreSQL ending the pool connections (a restart) does not kill the process; the next call works',
    async () => {
      const database = await createTestDatabase();
      // A handle of its own, without onPoolError: createDb alone must keep an idle failure from crashing Node.
      const dbHandle = await createDb({ databaseUrl: database.databaseUrl, poolSize: 2 });
      const admin = await database.connect({ poolSize: 1 });
      const testApp = await buildTestApp({ dbHandle });
      try {
        expect((await call(testApp.app, endpoints.listOutboxMessages)).status).toBe(200);
        const terminated = await admin.db.execute(sql`
          select pg_terminate_backend(pid) as ok from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid()`);
        expect((terminated as unknown as { rows: unknown[] }).rows.length).toBeGreaterThan(0);
        // The pool drops the dead clients (their 'error' event) and opens new connections.
        const statuses: number[] = [];
        await vi.waitFor(
          async () => {
            const after = await call(testApp.app, endpoints.listOutboxMessages);
            statuses.push(after.status);
            expect(after.status).toBe(200);
          },
          { timeout: 5_000, interval: 100 },
        );
        expect(statuses.every((status) => status === 200 || status === 503)).toBe(true);
        expect((await testApp.app.inject({ url: '/readyz' })).statusCode).toBe(200);
      } finally {
        await testApp.close();
        await dbHandle.close();
        await database.drop();
      }
    },
  );
});

/** Throws the driver error a query would: a pg DatabaseError wrapped by Drizzle. */
const failingRoutes: FastifyPluginAsync = async (api) => {
  api.get<{ Querystring: { code: string; message?: string } }>('/test/database-failure', async (request) => {
    const { code, message = 'failed' } = request.query;
    const driverError = Object.assign(new Error(message), { code, severity: 'FATAL' });
    throw new Error('Failed query: select 1\nparams: ', { cause: driverError });
  });
};

describe('issue 12 defect 4: every class of "database unavailable" answers 503 with Retry-After', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp({ extraApiRoutes: failingRoutes });
  });

  afterAll(async () => {
    await testApp?.close();
  });

  function fail(code: string, message?: string) {
    return testApp.app.inject({
      url: '/api/test/database-failure',
      query: { code, ...(message ? { message } : {}) },
      headers: { 'x-localization': 'en' },
    });
  }

  it.each([
    ['55000', 'database "portal" is not currently accepting connections'],
    ['57P01', 'terminating connection due to administrator command'],
    ['57P03', 'the database system is shutting down'],
    ['08006', 'connection failure'],
    ['53300', 'sorry, too many clients already'],
    ['3D000', 'database "portal" does not exist'],
  ])('SQLSTATE %s (%s): 503, Retry-After 5, the documented body', async (code, message) => {
    const response = await fail(code, message);
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toEqual({
      message: 'The service is temporarily unavailable. Try again later.',
      code: 'service_unavailable',
    });
  });

  it.each(['40001', '40P01'])(
    'SQLSTATE %s (the transaction was rolled back by a conflict): 503 with Retry-After 1, so the client repeats it',
    async (code) => {
      const response = await fail(code);
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('1');
      expect(response.json()).toMatchObject({ code: 'service_unavailable' });
    },
  );

  it.each([
    ['55000', 'currval of sequence "s" is not yet defined in this session'],
    ['42P01', 'relation "nope" does not exist'],
  ])('SQLSTATE %s (%s) is our fault: 500 without Retry-After', async (code, message) => {
    const response = await fail(code, message);
    expect(response.statusCode).toBe(500);
    expect(response.headers['retry-after']).toBeUndefined();
    expect(response.json()).toMatchObject({ code: 'internal' });
  });
});
