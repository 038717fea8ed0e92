/** The embedded database's vacuum: every table of ours vacuumed and analyzed, on a schedule only without a PostgreSQL server. */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdAccount, createUser } from '../test/factories.js';
import { openTestDatabase } from '../test/test-database.js';
import type { Database } from './database.js';
import { startVacuumLoop, vacuumTables } from './maintenance.js';
import { notes } from './schema/index.js';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/** When each table of ours was last vacuumed and analyzed by hand (null: never). */
async function lastRuns(): Promise<Map<string, { vacuum: Date | null; analyze: Date | null }>> {
  const result = await database.db.execute(
    sql`select relname as name, last_vacuum as vacuum, last_analyze as analyze from pg_stat_user_tables where schemaname = 'public'`,
  );
  const rows = (result as unknown as { rows: { name: string; vacuum: string | Date | null; analyze: string | Date | null }[] }).rows;
  const date = (v: string | Date | null) => (v === null ? null : new Date(v));
  return new Map(rows.map((r) => [r.name, { vacuum: date(r.vacuum), analyze: date(r.analyze) }]));
}

const log = { error: (...args: unknown[]) => console.error(...args) };

describe('vacuuming the database', () => {
  it('vacuums and analyzes every table of ours, also after the count triggers left old row versions behind', async () => {
    const { user, company } = await createUser(database.db);
    const account = await createAdAccount(database.db, company.id);
    // Each note updates the account's note count: old versions of the account's row pile up.
    for (let i = 0; i < 30; i++) {
      await database.db.insert(notes).values({ title: `Notitie ${i}`, creatorId: user.id, userId: user.id, adAccountId: account.id, companyId: company.id });
    }
    const before = new Date(Date.now() - 1_000);
    const tables = await vacuumTables(database.db);
    expect(tables).toEqual(expect.arrayContaining(['ad_accounts', 'notes', 'checklists', 'checklist_items', 'sessions', 'users']));
    const runs = await lastRuns();
    for (const table of tables) {
      expect(runs.get(table)?.vacuum?.getTime(), table).toBeGreaterThanOrEqual(before.getTime());
      expect(runs.get(table)?.analyze?.getTime(), table).toBeGreaterThanOrEqual(before.getTime());
    }
  });

  it('runs on its interval on the embedded database, and never on its own on a PostgreSQL server', async () => {
    const loop = startVacuumLoop({ database, intervalMs: 30, log });
    try {
      const since = Date.now();
      await new Promise((resolve) => setTimeout(resolve, 400));
      const vacuumed = [...(await lastRuns()).values()].filter((run) => (run.vacuum?.getTime() ?? 0) >= since).length;
      if (database.mode === 'embedded') expect(vacuumed).toBeGreaterThan(10);
      else expect(vacuumed).toBe(0);
    } finally {
      await loop.stop();
    }
  });
});
