import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
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

export async function createDb(options: CreateDbOptions): Promise<DbHandle> {
  if (options.databaseUrl) return createPostgresDb(options.databaseUrl, options);
  const dataDir = options.dataDir ?? 'memory://';
  // PGlite creates only the last folder of the path; a fresh clone has none of its parents.
  if (!options.pglite && !dataDir.includes('://')) await mkdir(dataDir, { recursive: true });
  const client = options.pglite ?? (await PGlite.create(dataDir));
  const db = drizzlePglite({ client, ...DRIZZLE_CONFIG });
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
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  });
  pool.on('error', (error) => options.onPoolError?.(error));
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
