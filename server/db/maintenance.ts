/**
 * Vacuum and analyze for the embedded database. PGlite runs PostgreSQL in single-user mode, where
 * no autovacuum launcher runs: the row versions that updates and deletes leave behind would stay
 * in the tables and their indexes for ever, and the planner's statistics would age. The counts
 * the triggers keep make this matter: every note written updates its account's row, every item
 * its checklist's. On a PostgreSQL server autovacuum does this work, and this loop does not run.
 *
 * Every DB_VACUUM_INTERVAL_MINUTES (60) it runs `vacuum (analyze)` on each table of ours, one
 * table per statement, so requests are answered between them. A vacuum only reads the pages
 * changed since the last one (the visibility map), so a pass over a quiet database is quick.
 */
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { startBackgroundLoop, type BackgroundLoop } from '../lib/background-loop.js';
import type { Database, Db } from './database.js';

/** Vacuums and analyzes every table of the public schema, one at a time; answers their names. */
export async function vacuumTables(db: Db): Promise<string[]> {
  const tables = await db.execute(sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`);
  const names = (tables as unknown as { rows: { name: string }[] }).rows.map((t) => t.name);
  // Names from the catalogue, quoted as identifiers.
  for (const name of names) await db.execute(sql`vacuum (analyze) ${sql.identifier(name)}`);
  return names;
}

/** The loop on an embedded database (PGlite); a PostgreSQL server's autovacuum needs none. */
export function startVacuumLoop(options: { database: Database; intervalMs: number; log: Pick<FastifyBaseLogger, 'error'> }): BackgroundLoop {
  const embedded = options.database.mode === 'embedded';
  return startBackgroundLoop({
    pass: async () => (await vacuumTables(options.database.db)).length,
    intervalMs: embedded ? options.intervalMs : 0,
    log: options.log,
    failureMessage: 'vacuum of the embedded database failed',
  });
}
