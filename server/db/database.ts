/**
 * Opens the database in one of its two modes behind one drizzle type: embedded PGlite (a data
 * directory, or in memory for tests) or PostgreSQL through `pg`. Migrations run on request.
 */
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { DatabaseMode } from '../../common/schemas/health.js';
import * as schema from './schema/index.js';
import { acquireDataDirLock } from './data-dir-lock.js';
import { withStatementCache } from './pglite-statements.js';

export type Schema = typeof schema;
/** The one drizzle type the app uses, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  mode: DatabaseMode;
  /** The raw clients, for what drizzle does not cover (the rate-limit store, test templates). */
  pgPool: pg.Pool | null;
  pglite: PGlite | null;
  /** The PostgreSQL connection string (postgres mode): the event bus opens its listener with it. */
  url: string | null;
  /** Round-trip time of `select 1` in milliseconds; rejects when the database does not answer. */
  ping(timeoutMs?: number): Promise<number>;
  migrate(): Promise<void>;
  /** Closes the connection (and releases the data directory lock). Safe to call twice. */
  close(): Promise<void>;
}

export type DatabaseOptions =
  | { mode: 'memory'; /** A PGlite data-directory dump to start from (a migrated template). */ template?: Blob }
  | { mode: 'postgres'; url: string; poolSize?: number }
  | { mode: 'embedded'; dataDir: string }
  | { databaseUrl: string | null; dataDir: string };

/** The extensions the migrations create (pg_trgm for search), loaded into every embedded database. */
export const pgliteExtensions = { pg_trgm };

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Any number: an arbitrary constant identifying "this app's migrations" for pg_advisory_lock. */
const migrationLockId = 727_274_001;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const resolved = resolveOptions(options);
  switch (resolved.mode) {
    case 'postgres':
      return openPostgres(resolved.url, resolved.poolSize);
    case 'memory':
      return openPglite(await PGlite.create({ extensions: pgliteExtensions, ...(resolved.template ? { loadDataDir: resolved.template } : {}) }), () => {});
    case 'embedded': {
      const lock = acquireDataDirLock(resolved.dataDir);
      try {
        return openPglite(await PGlite.create(resolved.dataDir, { extensions: pgliteExtensions }), () => lock.release());
      } catch (err) {
        lock.release();
        throw err;
      }
    }
  }
}

function resolveOptions(options: DatabaseOptions): Exclude<DatabaseOptions, { databaseUrl: string | null }> {
  if ('mode' in options) return options;
  return options.databaseUrl ? { mode: 'postgres', url: options.databaseUrl } : { mode: 'embedded', dataDir: options.dataDir };
}

function openPglite(client: PGlite, onClosed: () => void): Database {
  const db = drizzlePglite({ client: withStatementCache(client), schema });
  let closing: Promise<void> | null = null;
  return {
    db,
    mode: 'embedded',
    pgPool: null,
    pglite: client,
    url: null,
    ping: (timeoutMs) => measurePing(db, timeoutMs),
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => {
      closing ??= client.close().finally(onClosed);
      return closing;
    },
  };
}

function openPostgres(url: string, poolSize = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 5_000 });
  // An idle client losing its connection must not crash the process; the next query reports it.
  pool.on('error', () => {});
  const db = drizzleNodePg({ client: pool, schema });
  let closing: Promise<void> | null = null;
  return {
    db,
    mode: 'postgres',
    pgPool: pool,
    pglite: null,
    url,
    ping: (timeoutMs) => measurePing(db, timeoutMs),
    migrate: () => migratePostgres(pool),
    close: () => {
      closing ??= pool.end();
      return closing;
    },
  };
}

/** Several instances may start together: an advisory lock lets one migrate at a time. */
async function migratePostgres(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [migrationLockId]);
    try {
      await migrateNodePg(drizzleNodePg({ client, schema }), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [migrationLockId]);
    }
  } finally {
    client.release();
  }
}

async function measurePing(db: Db, timeoutMs = 2_000): Promise<number> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`database ping timed out after ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    await Promise.race([db.execute(sql`select 1`), timeout]);
  } finally {
    clearTimeout(timer);
  }
  return Math.round((performance.now() - started) * 10) / 10;
}
