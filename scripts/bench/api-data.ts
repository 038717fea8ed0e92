/**
 * The data of `npm run bench api`, written straight into the database before the server starts
 * (PGlite's data directory admits one process): the demo workspace (what SEED_DEMO=true seeds)
 * with a session of the demo marketeer, and the bench datasets on top of it in the demo agency.
 */
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../server/db/database.js';
import { checklistShares, companies, users } from '../../server/db/schema/index.js';
import { vacuumTables } from '../../server/db/maintenance.js';
import { demoCompanyNames, seedDemoWorkspace } from '../../server/db/seed.js';
import { startSession } from '../../server/lib/session.js';
import { seedAdAccounts, seedChecklists, seedNotes, type BenchTeam } from './bench-data.js';

/** The demo marketeer the benchmark signs in as (password Demo1234!). */
export const benchUserEmail = 'sanne@demo.nl';

export const benchDatasets = { accounts: 500, notes: 20_000, commentsPerNote: 5, checklists: 500, itemsPerChecklist: 30 } as const;

/** The demo agency and its team: the admin first, then the two marketeers. */
async function demoTeam(database: Database): Promise<BenchTeam & { marketeerId: string }> {
  const db = database.db;
  const [agency] = await db.select({ id: companies.id }).from(companies).where(eq(companies.name, demoCompanyNames.agency));
  const idOf = async (email: string) => {
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (!user) throw new Error(`no demo user ${email}`);
    return user.id;
  };
  if (!agency) throw new Error('no demo agency');
  const marketeerId = await idOf(benchUserEmail);
  return { companyId: agency.id, userIds: [await idOf('admin@demo.nl'), marketeerId, await idOf('mark@demo.nl')], marketeerId };
}

/** Migrates, seeds the demo workspace and answers a session token of the demo marketeer in the agency. */
export async function seedDemoWithSession(database: Database): Promise<string> {
  await database.migrate();
  if (!(await seedDemoWorkspace(database.db))) throw new Error('the database was not empty');
  const team = await demoTeam(database);
  const { token } = await startSession(database.db, { userId: team.marketeerId, ttlDays: 30, activeCompanyId: team.companyId });
  return token;
}

/**
 * Adds the bench datasets to the demo agency: 500 ad accounts, 20,000 notes spread over them and
 * 500 checklists × 30 items, every checklist also shared with the demo marketeer so her list holds
 * all of them (accounts and notes are the company's, she sees them all anyway). Ends with a
 * vacuum and analyze of every table.
 */
export async function addBenchDatasets(database: Database): Promise<void> {
  const db = database.db;
  const team = await demoTeam(database);
  await seedAdAccounts(db, team, benchDatasets.accounts, 'api');
  await seedNotes(db, team, { notes: benchDatasets.notes, accounts: benchDatasets.accounts, commentsPerNote: benchDatasets.commentsPerNote });
  const checklistIds = await seedChecklists(db, team, {
    checklists: benchDatasets.checklists,
    itemsPerChecklist: benchDatasets.itemsPerChecklist,
    accounts: benchDatasets.accounts,
    templates: 12,
    historyPerRecurring: 10,
    commentsPerChecklist: 5,
  });
  await db.execute(sql`
    insert into ${checklistShares} (checklist_id, shared_with_user_id, created_by, can_edit)
    select id, ${team.marketeerId}, creator_id, true from checklists
    where id = any(${`{${checklistIds.join(',')}}`}::uuid[]) and creator_id <> ${team.marketeerId}
    on conflict do nothing`);
  // What PostgreSQL's autovacuum, or on PGlite the app's vacuum loop, does after a bulk load: the
  // count triggers left a dead version of an account's row per note, of a note's row per comment.
  await vacuumTables(db);
}
