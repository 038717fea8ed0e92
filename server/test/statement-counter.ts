/**
 * A second drizzle handle on a test database that counts the statements sent through it (drizzle's
 * logger sees every query and every execution of a prepared one), for "one statement per read" tests.
 */
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { Database, Db } from '../db/database.js';
import * as schema from '../db/schema/index.js';

export interface CountingDb {
  db: Db;
  /** The statements sent since the last call, and starts counting again. */
  take(): number;
  /** The SQL texts sent since the last `take` or `takeTexts`, and starts again. */
  takeTexts(): string[];
}

export function countingDb(database: Database): CountingDb {
  let statements: string[] = [];
  const logger = { logQuery: (text: string) => void statements.push(text) };
  const db: Db = database.pglite ? drizzlePglite({ client: database.pglite, schema, logger }) : drizzleNodePg({ client: database.pgPool!, schema, logger });
  return {
    db,
    take() {
      return this.takeTexts().length;
    },
    takeTexts() {
      const sent = statements;
      statements = [];
      return sent;
    },
  };
}
