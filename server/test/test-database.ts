/**
 * The database a test file works on: the worker's clone of the migrated PGlite template, or on
 * PostgreSQL the worker's own database, made from the migrated test database as a template.
 */
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../db/database.js';
import { workerDatabaseName, type TestDatabaseTarget } from './global-setup.js';

/** Serialises the workers' CREATE DATABASE … TEMPLATE (two copies of one template at once may be refused). */
const createLock = 727_036;

async function createWorkerDatabase(url: string): Promise<string> {
  const base = new URL(url);
  const baseName = decodeURIComponent(base.pathname.slice(1));
  const name = workerDatabaseName(baseName, process.env.VITEST_POOL_ID ?? '1');
  const maintenance = new URL(url);
  maintenance.pathname = '/postgres';
  const client = new pg.Client({ connectionString: maintenance.toString() });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [createLock]);
    const exists = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount === 0) await client.query(`create database "${name}" template "${baseName}"`);
    await client.query('select pg_advisory_unlock($1)', [createLock]);
  } finally {
    await client.end();
  }
  base.pathname = `/${name}`;
  return base.toString();
}

let workerUrl: Promise<string> | null = null;

/**
 * Where this worker's tests find their database. On PostgreSQL each worker has a database of its
 * own, as on PGlite each has a clone: files run in parallel workers, and a background job a test
 * runs (reminders, clean-ups) claims what is due in the whole database — in a shared one it would
 * take another file's rows from under its feet.
 */
export async function testDatabaseTarget(): Promise<TestDatabaseTarget> {
  const target = inject('testDatabase');
  if (target.kind !== 'postgres') return target;
  workerUrl ??= createWorkerDatabase(target.url);
  return { kind: 'postgres', url: await workerUrl };
}

let template: Promise<Blob> | null = null;

function loadTemplate(templatePath: string): Promise<Blob> {
  template ??= readFile(templatePath).then((bytes) => new Blob([bytes]));
  return template;
}

function cloneTemplate(templatePath: string): Promise<Database> {
  return loadTemplate(templatePath).then((bytes) => openDatabase({ mode: 'memory', template: bytes }));
}

let sharedPglite: Promise<Database> | null = null;

/**
 * The database tests work on; they share it and create a fresh company each (no truncation). On
 * PostgreSQL every file of a worker connects to the worker's database. On PGlite every test file of a worker
 * process shares one clone of the template (files run without isolation, see vitest.config.ts):
 * cloning costs about a second, which per file and per test app was most of the API suite's time.
 * Closing the shared clone is a no-op; it ends with the worker.
 */
export async function openTestDatabase(): Promise<Database> {
  const target = await testDatabaseTarget();
  if (target.kind === 'postgres') return openDatabase({ mode: 'postgres', url: target.url, poolSize: 4 });
  sharedPglite ??= cloneTemplate(target.templatePath);
  const database = await sharedPglite;
  return { ...database, close: async () => {} };
}

/**
 * A migrated database nobody else uses, for tests that need an empty one (the demo seed). On
 * PostgreSQL a scratch database is created next to the test database and dropped on close.
 */
export async function openEmptyTestDatabase(): Promise<Database> {
  const target = await testDatabaseTarget();
  if (target.kind === 'pglite') return cloneTemplate(target.templatePath);
  const name = `scratch_${randomBytes(6).toString('hex')}`;
  const admin = await openDatabase({ mode: 'postgres', url: target.url, poolSize: 1 });
  await admin.pgPool!.query(`create database ${name}`);
  const url = new URL(target.url);
  url.pathname = `/${name}`;
  const scratch = await openDatabase({ mode: 'postgres', url: url.toString(), poolSize: 4 });
  await scratch.migrate();
  return {
    ...scratch,
    async close() {
      await scratch.close();
      await admin.pgPool!.query(`drop database if exists ${name} with (force)`);
      await admin.close();
    },
  };
}
