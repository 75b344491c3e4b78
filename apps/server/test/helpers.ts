import { createServer, type AddressInfo } from 'node:net';
import type { FastifyBaseLogger, FastifyInstance, FastifyPluginAsync, FastifyServerOptions } from 'fastify';
import pino from 'pino';
import type { DbHandle } from '@portal/db';
import { createTestDatabase, type TestDatabase } from '@portal/db/testing';
import type { OutboxMessage } from '@portal/contract';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { createMessaging, type Messaging } from '../src/integrations/messaging';
import { createPayments } from '../src/integrations/payments';
import { createCompanyData } from '../src/integrations/company-data';
import { createCourier, type Courier } from '../src/integrations/courier';

export type TestAppOptions = {
  /** Configuration variables on top of the test defaults. */
  env?: Record<string, string | undefined>;
  /** Use this database instead of creating one (it is then left open by `close`). */
  database?: TestDatabase;
  /** Use this handle as is (for an unreachable database, say); left open by `close`. */
  dbHandle?: DbHandle;
  /** Fixture routes under /api, registered with the API's own settings. */
  extraApiRoutes?: FastifyPluginAsync;
  /** Fastify's logger options (LOG_LEVEL's level, nowhere written, by default). */
  logger?: FastifyServerOptions['logger'];
};

export type TestApp = {
  app: FastifyInstance;
  config: Config;
  dbHandle: DbHandle;
  messaging: Messaging;
  /** The courier's lead endpoint: the local fake unless COURIER_LEAD_URL says otherwise (decision 049). */
  courier: Courier;
  /** Closes the app and messaging, and drops the database this helper created. */
  close: () => Promise<void>;
};

export const TEST_PASSWORD_HASH_MEMORY_KIB = 1024;

export const silentLogger: FastifyBaseLogger = pino({ level: 'silent' });

/**
 * The app as the server builds it (buildApp), without the web front end, on a database of its
 * own, with the real messaging: mail over SMTP to the loopback development SMTP server, SMS over
 * HTTP to the fake gateway, both into the development outbox.
 */
export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const env: Record<string, string | undefined> = { NODE_ENV: 'test', LOG_LEVEL: 'silent', ...options.env };
  // Argon2 at 1 MiB keeps the suite fast; production refuses less than OWASP's 19 MiB.
  const isProduction = (env.APP_ENV || env.NODE_ENV) === 'production';
  const config = loadConfig({
    ...(isProduction ? {} : { PASSWORD_HASH_MEMORY_KIB: String(TEST_PASSWORD_HASH_MEMORY_KIB) }),
    ...env,
  });
  const ownDatabase = options.dbHandle || options.database ? undefined : await createTestDatabase();
  const dbHandle = options.dbHandle ?? options.database?.handle ?? ownDatabase!.handle;
  const messaging = await createMessaging({ config, db: dbHandle.db, logger: silentLogger });
  const payments = await createPayments({ config, logger: silentLogger });
  const companyData = await createCompanyData({ config, logger: silentLogger });
  const courier = await createCourier({ config, logger: silentLogger });
  let app: FastifyInstance | undefined;
  try {
    app = await buildApp({
      config,
      dbHandle,
      messaging,
      payments,
      companyData,
      courier,
      extraApiRoutes: options.extraApiRoutes,
      logger: options.logger,
    });
    await app.ready();
  } catch (error) {
    await app?.close();
    await messaging.close();
    await payments.close();
    await companyData.close();
    await courier.close();
    await ownDatabase?.drop();
    throw error;
  }
  const ready = app;
  return {
    app: ready,
    config,
    dbHandle,
    messaging,
    courier,
    close: async () => {
      await ready.jobs.stop();
      // A test that listened (files-streaming's /healthz probe) leaves the client's keep-alive
      // sockets open; Fastify's close only ends those idle at that moment, and one that turns idle
      // later waits for keepAliveTimeout (72 s), past the hook's limit (CI, 2026-11-29). Nothing a
      // test owns is in flight here, so every socket is ended.
      const closing = ready.close();
      ready.server.closeAllConnections();
      await closing;
      await messaging.close();
      await payments.close();
      await companyData.close();
      await courier.close();
      await ownDatabase?.drop();
    },
  };
}

/** The development outbox through its API, as the end-to-end tests read it. */
export async function readOutbox(app: FastifyInstance, to: string): Promise<OutboxMessage[]> {
  const response = await app.inject({ method: 'GET', url: '/api/dev/outbox', query: { to } });
  if (response.statusCode !== 200) throw new Error(`outbox answered ${response.statusCode}`);
  return (response.json() as { data: OutboxMessage[] }).data;
}

/** A loopback port where nothing listens (it was free a moment ago). */
export async function findClosedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** A unique e-mail address, so that tests sharing a database never see each other's mail. */
export function createTestEmail(label = 'user'): string {
  return `${label}-${crypto.randomUUID().slice(0, 8)}@example.test`;
}
