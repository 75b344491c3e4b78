import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { importReferenceData, seedDemoContent, type Database } from '@portal/db';
import type { Config } from './config';
import { getPasswordHashOptions } from './lib/password';
import { createDemoAccountSteps } from './seed/demo-accounts';
import { createDemoAcademySteps } from './seed/demo-academy';
import { createDemoCatalogSteps } from './seed/demo-catalog';
import { createDemoReportSteps } from './seed/demo-reports';
import { createDemoCountryAnalysisSteps } from './seed/demo-country-analyses';
import { createDemoChatSteps } from './seed/demo-chat';
import { createDemoCourierSteps } from './seed/demo-courier';
import { createDemoEventSteps } from './seed/demo-events';
import { createDemoImporterSaleSteps } from './seed/demo-importer-sales';
import { createDemoProPartnerSteps } from './seed/demo-pro-partners';
import { createDemoRequestSteps } from './seed/demo-requests';

/** Set in the environment of the child process that prepares a fresh embedded database. */
export const PREPARE_DATABASE_ENV = 'PORTAL_PREPARE_DATABASE';

export type Prepared = {
  imported: Awaited<ReturnType<typeof importReferenceData>>;
  seeded: Awaited<ReturnType<typeof seedDemoContent>>;
};

/**
 * Everything a database needs before the portal serves from it: the committed migrations, the
 * reference data and (outside production, on an empty database) the demo content.
 */
export async function prepareDatabase(
  handle: { db: Database; migrate: () => Promise<void> },
  config: Config,
) {
  await handle.migrate();
  const imported = await importReferenceData(handle.db);
  const seeded = await seedDemoContent(handle.db, {
    isProduction: config.isProduction,
    // The requests need the accounts: they come after them.
    steps: [
      ...createDemoAccountSteps({ passwordHash: getPasswordHashOptions(config) }),
      ...createDemoRequestSteps(),
      ...createDemoCountryAnalysisSteps(),
      ...createDemoImporterSaleSteps(),
      ...createDemoEventSteps(),
      ...createDemoProPartnerSteps(),
      ...createDemoCatalogSteps(),
      ...createDemoReportSteps(),
      ...createDemoAcademySteps(),
      ...createDemoCourierSteps(),
      ...createDemoChatSteps(),
    ],
  });
  return { imported, seeded } satisfies Prepared;
}

/**
 * Whether the embedded database's folder is still to be created (decision 040): PGlite on disk
 * (no DATABASE_URL, a folder rather than `memory://`) whose folder holds no cluster yet.
 */
export function isFreshPgliteFolder(config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR'>): boolean {
  if (config.DATABASE_URL || config.DATA_DIR.includes('://')) return false;
  return !existsSync(join(config.DATA_DIR, 'PG_VERSION'));
}

/**
 * Whether the serving process leaves preparing the database to a child (decision 040, extended
 * by decision 056): always on PostgreSQL, where migrations, the reference files' checksums and
 * the demo seed would otherwise stay in the serving process's heap (266 MB resident after a
 * first start instead of ~150), and on a fresh embedded folder. An existing embedded folder is
 * prepared in the process: PGlite's files can be opened by one process at a time, and opening
 * them twice would cost a second start of its WebAssembly; in memory there is nothing to share.
 */
export function preparesInChildProcess(config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR'>): boolean {
  return Boolean(config.DATABASE_URL) || isFreshPgliteFolder(config);
}

/**
 * Prepares a fresh embedded database in a child process that then exits (decision 040).
 * Creating a PGlite cluster (its initdb) takes some 630 MB of WebAssembly memory, and the
 * migrations and the reference import grow the heap; a process never gives such memory back,
 * so the portal itself would keep ~150 MB it no longer uses for as long as it runs. The child
 * runs this same entry file (`entryFile`, with this process's Node options: `--import tsx` in
 * development) with PREPARE_DATABASE_ENV set, and the portal opens the prepared folder after it.
 */
export function prepareInChildProcess(options: {
  entryFile: string;
  config: Config;
  env?: NodeJS.ProcessEnv;
}): Promise<void> {
  const { config } = options;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...process.execArgv, options.entryFile], {
      stdio: ['ignore', 'inherit', 'inherit'],
      env: {
        ...(options.env ?? process.env),
        // What the parent decided from its own configuration (dev.ts passes one of its own).
        NODE_ENV: config.NODE_ENV,
        APP_ENV: config.appEnv,
        DATA_DIR: config.DATA_DIR,
        ...(config.DATABASE_URL ? { DATABASE_URL: config.DATABASE_URL } : {}),
        [PREPARE_DATABASE_ENV]: '1',
      },
    });
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (code === 0) resolve();
      else
        reject(
          new Error(`Preparing the database in ${config.DATA_DIR} failed (${signal ?? `exit ${code}`})`),
        );
    });
  });
}
