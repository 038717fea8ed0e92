/**
 * vitest globalSetup of the api project. With TEST_DATABASE_URL: migrate that PostgreSQL database
 * once; every test file then connects to it. Without: migrate one in-memory PGlite and dump it to
 * a file that every test file clones (much faster than initdb + migrations per file).
 */
import { rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/database.js';

export type TestDatabaseTarget = { kind: 'postgres'; url: string } | { kind: 'pglite'; templatePath: string };

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: TestDatabaseTarget;
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
    return;
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
