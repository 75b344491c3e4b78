import { mkdir } from 'node:fs/promises';
import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';
import { getMigrationsDir } from './paths';

export type Schema = typeof schema;
/** The one database type the app uses, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseDriver = 'pglite' | 'postgres';

export type DbHandle = {
  db: Database;
  driver: DatabaseDriver;
  /** Applies the committed migrations; safe to call from several instances at once. */
  migrate: () => Promise<void>;
  /** Throws when the database does not answer. */
  ping: () => Promise<void>;
  close: () => Promise<void>;
};

export type CreateDbOptions = {
  /** PostgreSQL connection string; when absent the embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite data folder; `memory://` keeps it in memory. */
  dataDir?: string | undefined;
  /** An already opened PGlite (tests load one from a template). */
  pglite?: PGlite | undefined;
  poolSize?: number | undefined;
  /** Called when an idle PostgreSQL connection fails; without a handler Node would crash. */
  onPoolError?: ((error: Error) => void) | undefined;
};

const DRIZZLE_CONFIG = { schema, casing: 'snake_case' } as const;
/** Serialises migrations across instances starting together (any constant 64-bit key). */
const MIGRATION_LOCK_KEY = 7_240_315_001;

/**
 * `bytea` as hex text through Node's own codec (decision 036). PGlite's default reads each byte
 * through a JavaScript callback and `parseInt`, 40 ms of blocked event loop for a 256 KB chunk
 * (and its writer likewise); `Buffer`'s hex is native and some hundred times faster. The text
 * form (`\x` and two hex digits a byte) is PostgreSQL's own, so nothing stored changes.
 */
function useNativeBytea(client: PGlite): void {
  client.parsers[pgliteTypes.BYTEA] = (value: string) => Buffer.from(value.slice(2), 'hex');
  client.serializers[pgliteTypes.BYTEA] = (value: unknown) => {
    if (!(value instanceof Uint8Array)) throw new Error('Invalid input for bytea type');
    return `\\x${Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('hex')}`;
  };
}

/**
 * The types Drizzle's PGlite driver reads as PostgreSQL's text (dates, timestamps, intervals and
 * their arrays, numeric arrays): the same list as its `PglitePreparedQuery` (a test holds the two
 * equal).
 */
export const DRIZZLE_TEXT_TYPES: readonly number[] = [
  pgliteTypes.TIMESTAMP,
  pgliteTypes.TIMESTAMPTZ,
  pgliteTypes.INTERVAL,
  pgliteTypes.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
];

const asText = (value: string) => value;
const ARRAY_ROWS = { rowMode: 'array' } as const;
const OBJECT_ROWS = { rowMode: 'object' } as const;

type PgliteQueries = Pick<PGlite, 'query'>;
type QueryOptions = Parameters<PGlite['query']>[2];

/** Drizzle's query options without its parsers, which the client already holds. */
function withoutParsers(options: QueryOptions): QueryOptions {
  if (!options?.parsers) return options;
  return options.rowMode === 'array' ? ARRAY_ROWS : OBJECT_ROWS;
}

function queriesWithoutParsers(client: PgliteQueries): PgliteQueries {
  return {
    query: (query, params, options) => client.query(query, params, withoutParsers(options)),
  };
}

/**
 * The PGlite client Drizzle is given (decision 059). Drizzle's driver passes its parsers with
 * every query, and PGlite answers each such query by copying its whole table of 318 parsers with
 * them added: some 118 KB of garbage a query, a sixth of what a signed-in page allocated, and
 * what filled the old generation under load. The client holds Drizzle's parsers once instead, and
 * Drizzle's queries (inside transactions too) reach it without theirs; what they read is the same.
 */
function clientForDrizzle(client: PGlite): Pick<PGlite, 'query' | 'transaction'> {
  for (const type of DRIZZLE_TEXT_TYPES) client.parsers[type] = asText;
  return {
    ...queriesWithoutParsers(client),
    transaction: (callback) =>
      client.transaction((tx) =>
        callback(Object.assign(Object.create(tx) as typeof tx, queriesWithoutParsers(tx))),
      ),
  };
}

/**
 * How every embedded database of the portal starts (decision 040): PGlite's own parameters and a
 * 32 MB buffer cache instead of PostgreSQL's 128 MB. PGlite fills its cache's memory when it
 * starts, so the default cost the portal 115 MB of resident memory for a database of some 15 MB
 * (the reference data and demo content); the operating system's page cache still holds the
 * files. PostgreSQL in production keeps its own configuration.
 */
export const PGLITE_START_PARAMS: readonly string[] = [
  ...PGlite.defaultStartParams,
  '-c',
  'shared_buffers=32MB',
];

export async function createDb(options: CreateDbOptions): Promise<DbHandle> {
  if (options.databaseUrl) return createPostgresDb(options.databaseUrl, options);
  const dataDir = options.dataDir ?? 'memory://';
  // PGlite creates only the last folder of the path; a fresh clone has none of its parents.
  if (!options.pglite && !dataDir.includes('://')) await mkdir(dataDir, { recursive: true });
  const client = options.pglite ?? (await PGlite.create(dataDir, { startParams: [...PGLITE_START_PARAMS] }));
  useNativeBytea(client);
  const db = drizzlePglite({ client: clientForDrizzle(client) as PGlite, ...DRIZZLE_CONFIG });
  return {
    db: db as unknown as Database,
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: getMigrationsDir() }),
    ping: async () => {
      await client.query('select 1');
    },
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

function createPostgresDb(databaseUrl: string, options: CreateDbOptions): DbHandle {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: options.poolSize ?? 10,
    // A database that refuses or never answers the handshake, or a pool whose connections are
    // all busy, fails the call after this long (503) instead of holding the request forever.
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    // Notice a peer that vanished without closing the socket (a failover, a network cut).
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  });
  // An idle connection that dies is removed by the pool, which then emits 'error': without a
  // listener Node would crash on the first PostgreSQL restart.
  pool.on('error', (error) => options.onPoolError?.(error));
  // A connection checked out of the pool (a transaction between two statements) has no pool
  // listener: when PostgreSQL ends it, the client emits 'error' with nobody listening, and Node
  // crashes. The failure still reaches the caller through its next query.
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
  returnFailedClients(pool);
  const db = drizzlePg({ client: pool, ...DRIZZLE_CONFIG });
  return {
    db: db as unknown as Database,
    driver: 'postgres',
    migrate: async () => {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migratePg(drizzlePg({ client, ...DRIZZLE_CONFIG }), {
          migrationsFolder: getMigrationsDir(),
        });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
        client.release();
      }
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
}

/**
 * A client checked out with `pool.connect()` (Drizzle's transactions, our migrations) goes back
 * to the pool, which discards it, as soon as its connection fails. Drizzle sends `begin` outside
 * its try/finally, so a connection ended at that moment was never released: each PostgreSQL
 * restart leaked pool slots until every call waited for a connection that never came, and
 * `pool.end()` (graceful shutdown) never finished. The owner's own later `release()` is then a
 * no-op, and its queries on the dead client fail as connection errors (503).
 */
function returnFailedClients(pool: pg.Pool): void {
  const connect = pool.connect.bind(pool);
  const guarded = (callback?: Parameters<pg.Pool['connect']>[0]) => {
    // The callback form is the pool's own `pool.query`, which always releases its client.
    if (callback) return connect(callback);
    return connect().then((client) => {
      const release = client.release.bind(client);
      let released = false;
      const giveBack = (error?: Error | boolean) => {
        if (released) return;
        released = true;
        client.removeListener('error', giveBack);
        release(error);
      };
      client.on('error', giveBack);
      client.release = giveBack;
      return client;
    });
  };
  pool.connect = guarded as pg.Pool['connect'];
}
