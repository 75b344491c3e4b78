import type { Server } from 'node:http';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDb } from '@portal/db';
import pino from 'pino';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { createMessaging } from './integrations/messaging';
import { createPayments } from './integrations/payments';
import { createCompanyData } from './integrations/company-data';
import { createCourier } from './integrations/courier';
import { resealTotpSecrets } from './domain/security/totp-secrets';
import { paceHeapGrowth } from './lib/heap-growth';
import type { WebOptions } from './plugins/web';
import {
  PREPARE_DATABASE_ENV,
  prepareDatabase,
  prepareInChildProcess,
  preparesInChildProcess,
} from './prepare-database';

/** Where the web build is: apps/web/build, seen from apps/server/src or apps/server/dist. */
export function getDefaultWebBuildDir(): string {
  return resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', 'web', 'build');
}

/**
 * Starts the portal: opens the database, applies migrations, imports reference data, seeds
 * demo content (empty database, outside production), serves, runs jobs, stops gracefully.
 */
export async function startServer(
  options: {
    config?: Config;
    web?: WebOptions;
    httpServer?: Server;
    onClose?: () => Promise<void>;
  } = {},
) {
  const startedAt = performance.now();
  const config = options.config ?? loadConfig();
  const logger = pino({ level: config.LOG_LEVEL });
  // PostgreSQL, or a fresh embedded database, is prepared by a child process that then exits:
  // the portal keeps none of the memory that takes (decisions 040 and 056).
  const inChild = preparesInChildProcess(config);
  if (inChild) await prepareInChildProcess({ entryFile: fileURLToPath(import.meta.url), config });
  // From here the process serves: its old generation is collected at a pace (decision 059).
  paceHeapGrowth();
  const dbHandle = await createDb({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolSize: config.DATABASE_POOL_SIZE,
    onPoolError: (error) => logger.error({ err: error }, 'idle database connection failed'),
  });
  if (inChild) logger.info({ driver: dbHandle.driver }, 'database ready (prepared by a child process)');
  else {
    const { imported, seeded } = await prepareDatabase(dbHandle, config);
    logger.info({ driver: dbHandle.driver, imported, seeded }, 'database ready');
  }

  const messaging = await createMessaging({ config, db: dbHandle.db, logger });
  const payments = await createPayments({ config, logger });
  const companyData = await createCompanyData({ config, logger });
  const courier = await createCourier({ config, logger });
  const web = options.web ?? {
    mode: 'build' as const,
    buildDir: config.WEB_BUILD_DIR ?? getDefaultWebBuildDir(),
  };
  const app = await buildApp({
    config,
    dbHandle,
    messaging,
    payments,
    companyData,
    courier,
    web,
    httpServer: options.httpServer,
    logger: { level: config.LOG_LEVEL },
  });
  const resealed = await resealTotpSecrets(app.db, app.secretBox);
  if (resealed > 0) app.log.info({ resealed }, 'TOTP keys sealed under the current SECRETS_KEY');
  await app.listen({ host: config.HOST, port: config.PORT });
  if (config.RUN_JOBS) app.jobs.start();
  app.log.info(
    {
      url: config.publicUrl,
      startMs: Math.round(performance.now() - startedAt),
      outbox: messaging.devEndpoints,
      liqpay: payments.devEndpoints.liqpayUrl,
    },
    'portal listening',
  );

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000 + config.SHUTDOWN_DRAIN_MS);
    force.unref();
    try {
      app.draining = true;
      if (config.SHUTDOWN_DRAIN_MS > 0)
        await new Promise((resolve) => setTimeout(resolve, config.SHUTDOWN_DRAIN_MS));
      await app.jobs.stop();
      await app.close();
      await messaging.close();
      await payments.close();
      await companyData.close();
      await courier.close();
      await options.onClose?.();
      await dbHandle.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
  return app;
}

const isEntry = process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isEntry && process.env[PREPARE_DATABASE_ENV] === '1') {
  // The child of prepareInChildProcess: create and fill the database, then exit (decision 040).
  void (async () => {
    const config = loadConfig();
    const logger = pino({ level: config.LOG_LEVEL });
    const dbHandle = await createDb({
      databaseUrl: config.DATABASE_URL,
      dataDir: config.DATA_DIR,
      poolSize: 2,
    });
    try {
      const prepared = await prepareDatabase(dbHandle, config);
      logger.info({ driver: dbHandle.driver, ...prepared }, 'database prepared');
    } finally {
      await dbHandle.close();
    }
  })().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
} else if (isEntry) {
  startServer().catch((error: unknown) => {
    if (error instanceof ConfigError) {
      console.error(error.message);
    } else {
      console.error(error);
    }
    process.exit(1);
  });
}
