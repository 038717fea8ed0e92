/** The database a test file works on: a clone of the migrated PGlite template, or the shared PostgreSQL. */
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../db/database.js';

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
 * PostgreSQL every file connects to the one test database. On PGlite every test file of a worker
 * process shares one clone of the template (files run without isolation, see vitest.config.ts):
 * cloning costs about a second, which per file and per test app was most of the API suite's time.
 * Closing the shared clone is a no-op; it ends with the worker.
 */
export async function openTestDatabase(): Promise<Database> {
  const target = inject('testDatabase');
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
  const target = inject('testDatabase');
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
