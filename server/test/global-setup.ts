/**
 * vitest globalSetup of the api project. With TEST_DATABASE_URL: migrate that PostgreSQL database
 * once; every worker then copies it (test-database.ts) and the copies are dropped at the end. Without: migrate one in-memory PGlite and dump it to
 * a file that every test file clones (much faster than initdb + migrations per file).
 */
import { rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { openDatabase } from '../db/database.js';

export type TestDatabaseTarget = { kind: 'postgres'; url: string } | { kind: 'pglite'; templatePath: string };

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: TestDatabaseTarget;
  }
}

/** The name of a worker's copy of the PostgreSQL test database `base` (test-database.ts makes it; dropped at the end). */
export const workerDatabaseName = (base: string, workerId: string) => `${base}_w${workerId}`;

/** Drops the workers' copies of the PostgreSQL test database at `url`. */
async function dropWorkerDatabases(url: string): Promise<void> {
  const baseName = decodeURIComponent(new URL(url).pathname.slice(1));
  const maintenance = new URL(url);
  maintenance.pathname = '/postgres';
  const client = new pg.Client({ connectionString: maintenance.toString() });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>('select datname as name from pg_database where datname like $1', [
      `${workerDatabaseName(baseName, '').replace(/[\\_%]/g, '\\$&')}%`,
    ]);
    for (const { name } of rows) await client.query(`drop database if exists "${name}" with (force)`);
  } finally {
    await client.end();
  }
}

export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL?.trim();
  if (url) {
    const database = await openDatabase({ mode: 'postgres', url, poolSize: 1 });
    try {
      await database.migrate();
    } finally {
      await database.close();
    }
    project.provide('testDatabase', { kind: 'postgres', url });
    // Each worker works in a copy of its own (test-database.ts): dropped here when the run ends.
    return () => dropWorkerDatabases(url);
  }
  const database = await openDatabase({ mode: 'memory' });
  const templatePath = path.join(os.tmpdir(), `api-test-template-${process.pid}-${Date.now()}.tar`);
  try {
    await database.migrate();
    const dump = await database.pglite!.dumpDataDir('none');
    await writeFile(templatePath, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
  project.provide('testDatabase', { kind: 'pglite', templatePath });
  return async () => {
    await rm(templatePath, { force: true });
  };
}
