import { randomBytes } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { createDb, PGLITE_START_PARAMS, type DatabaseDriver, type DbHandle } from '../client';
import { importReferenceData } from '../reference';

/**
 * Test databases (ARCHITECTURE §10): every test file gets a database of its own, migrated and
 * with the reference data imported, without paying for migrations and imports each time.
 *
 * - PGlite (default): the global setup builds one database in memory and dumps its data folder
 *   to a file; each test file opens a new in-memory PGlite from that dump.
 * - PostgreSQL (`TEST_DATABASE_URL` set): the global setup builds a template database; each test
 *   file creates its own database from it with `CREATE DATABASE ... TEMPLATE` and drops it after.
 *
 * The global setup hands the template to the test workers through an environment variable.
 */
export const TEST_DATABASE_TEMPLATE_ENV = 'PORTAL_TEST_DATABASE_TEMPLATE';

/** Every database these helpers create starts with this, followed by the run id. */
const DATABASE_PREFIX = 'portal_test_';
/** Databases of an earlier run older than this were left by a killed run and are dropped. */
const LEFTOVER_AGE_MS = 12 * 60 * 60_000;

export type TestDatabaseTemplate =
  | { driver: 'pglite'; dumpFile: string }
  | { driver: 'postgres'; serverUrl: string; templateName: string; runPrefix: string };

export type TestDatabase = {
  handle: DbHandle;
  driver: DatabaseDriver;
  /** PostgreSQL only: the connection string of this database. */
  databaseUrl: string | undefined;
  /**
   * Another handle on the same database: on PostgreSQL with its own pool, so that two workers
   * really run side by side; on PGlite (one connection) sharing the client. Closing it leaves
   * the database open.
   */
  connect: (options?: { poolSize?: number }) => Promise<DbHandle>;
  /** Closes the handle and deletes the database. */
  drop: () => Promise<void>;
};

/** For the global setup: builds the template from `TEST_DATABASE_URL` (PostgreSQL) or PGlite. */
export async function setupTestDatabaseTemplate(
  options: { databaseUrl?: string | undefined } = {},
): Promise<TestDatabaseTemplate> {
  const serverUrl = options.databaseUrl ?? (process.env.TEST_DATABASE_URL || undefined);
  const template = serverUrl ? await setupPostgresTemplate(serverUrl) : await setupPgliteTemplate();
  process.env[TEST_DATABASE_TEMPLATE_ENV] = JSON.stringify(template);
  return template;
}

/** For the global teardown: removes the template and anything left of this run. */
export async function teardownTestDatabaseTemplate(
  template: TestDatabaseTemplate | undefined = readTemplateFromEnv(),
): Promise<void> {
  if (!template) return;
  if (template.driver === 'pglite') {
    await rm(template.dumpFile, { force: true });
  } else {
    await withAdminClient(template.serverUrl, async (client) => {
      const names = await findDatabaseNames(client, template.runPrefix);
      for (const name of names) await dropDatabase(client, name);
    });
  }
  delete process.env[TEST_DATABASE_TEMPLATE_ENV];
}

/**
 * A migrated database with reference data, for one test file. Without a template from the
 * global setup it is built from scratch (slower, same result).
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const template = readTemplateFromEnv();
  if (template?.driver === 'postgres') return createPostgresTestDatabase(template);
  return createPgliteTestDatabase(template?.dumpFile);
}

function readTemplateFromEnv(): TestDatabaseTemplate | undefined {
  const value = process.env[TEST_DATABASE_TEMPLATE_ENV];
  return value ? (JSON.parse(value) as TestDatabaseTemplate) : undefined;
}

async function prepare(handle: DbHandle): Promise<void> {
  await handle.migrate();
  await importReferenceData(handle.db);
}

// PGlite

async function setupPgliteTemplate(): Promise<TestDatabaseTemplate> {
  const client = await PGlite.create('memory://', { startParams: [...PGLITE_START_PARAMS] });
  try {
    await prepare(await createDb({ pglite: client }));
    // Uncompressed: loading it back is about twice as fast as a gzipped dump.
    const dump = await client.dumpDataDir('none');
    const dumpFile = join(tmpdir(), `${DATABASE_PREFIX}${createRunId()}.tar`);
    await writeFile(dumpFile, new Uint8Array(await dump.arrayBuffer()));
    return { driver: 'pglite', dumpFile };
  } finally {
    await client.close();
  }
}

async function createPgliteTestDatabase(dumpFile: string | undefined): Promise<TestDatabase> {
  let client: PGlite;
  if (dumpFile) {
    client = await PGlite.create({
      loadDataDir: new Blob([new Uint8Array(await readFile(dumpFile))]),
      startParams: [...PGLITE_START_PARAMS],
    });
  } else {
    client = await PGlite.create('memory://', { startParams: [...PGLITE_START_PARAMS] });
  }
  const handle = await createDb({ pglite: client });
  if (!dumpFile) await prepare(handle);
  return {
    handle,
    driver: 'pglite',
    databaseUrl: undefined,
    connect: async () => ({ ...(await createDb({ pglite: client })), close: async () => {} }),
    drop: () => handle.close(),
  };
}

// PostgreSQL

async function setupPostgresTemplate(serverUrl: string): Promise<TestDatabaseTemplate> {
  const runPrefix = `${DATABASE_PREFIX}${createRunId()}_`;
  const templateName = `${runPrefix}template`;
  await withAdminClient(serverUrl, async (client) => {
    await dropLeftovers(client);
    await client.query(`create database ${quoteName(templateName)}`);
  });
  const handle = await createDb({ databaseUrl: withDatabaseName(serverUrl, templateName), poolSize: 2 });
  try {
    await prepare(handle);
  } finally {
    // A template must have no open connections while databases are created from it.
    await handle.close();
  }
  return { driver: 'postgres', serverUrl, templateName, runPrefix };
}

async function createPostgresTestDatabase(
  template: Extract<TestDatabaseTemplate, { driver: 'postgres' }>,
): Promise<TestDatabase> {
  const name = `${template.runPrefix}${randomBytes(6).toString('hex')}`;
  await withAdminClient(template.serverUrl, (client) =>
    client.query(`create database ${quoteName(name)} template ${quoteName(template.templateName)}`),
  );
  const databaseUrl = withDatabaseName(template.serverUrl, name);
  const open = (poolSize = 10) => createDb({ databaseUrl, poolSize, onPoolError: () => {} });
  const handle = await open();
  const extraHandles: DbHandle[] = [];
  return {
    handle,
    driver: 'postgres',
    databaseUrl,
    connect: async (options = {}) => {
      const extra = await open(options.poolSize);
      extraHandles.push(extra);
      return extra;
    },
    drop: async () => {
      for (const extra of [handle, ...extraHandles]) await extra.close().catch(() => {});
      await withAdminClient(template.serverUrl, (client) => dropDatabase(client, name));
    },
  };
}

async function withAdminClient<T>(serverUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  client.on('error', () => {});
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

async function findDatabaseNames(client: pg.Client, prefix: string): Promise<string[]> {
  const result = await client.query<{ datname: string }>(
    `select datname from pg_database where starts_with(datname, $1) order by datname`,
    [prefix],
  );
  return result.rows.map((row) => row.datname);
}

async function dropDatabase(client: pg.Client, name: string): Promise<void> {
  // FORCE ends any connection still open (PostgreSQL 13+); a template flag would block the drop.
  await client.query(`drop database if exists ${quoteName(name)} with (force)`);
}

/** Drops databases of runs that were killed before their teardown, judged by the time in the name. */
async function dropLeftovers(client: pg.Client): Promise<void> {
  for (const name of await findDatabaseNames(client, DATABASE_PREFIX)) {
    const startedAt = Number.parseInt(name.slice(DATABASE_PREFIX.length).split('_')[0] ?? '', 36);
    if (Number.isFinite(startedAt) && Date.now() - startedAt > LEFTOVER_AGE_MS) {
      await dropDatabase(client, name);
    }
  }
}

/** Start time (base 36, for the leftover sweep) and randomness: unique across parallel runs. */
function createRunId(): string {
  return `${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
}

function withDatabaseName(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

function quoteName(name: string): string {
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`Unexpected database name ${name}`);
  return `"${name}"`;
}
