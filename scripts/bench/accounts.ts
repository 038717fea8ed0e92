/**
 * npm run bench accounts: an agency with 500 ad accounts (open alerts, assignees) and 20,000 notes
 * (3 assignees each, 100,000 comments, a year of history), on PGlite and on PostgreSQL
 * (BENCH_DATABASE_URL or the local server; skipped when unreachable). Prints the server time of
 * the account list, an account's detail, the notes pages with their filters and a note with its
 * conversation: the service call alone and the whole HTTP request (session lookup included),
 * median of 30. The issue sets no budget; the inbox's 20 ms for a page is the yardstick.
 */
import { randomUUID } from 'node:crypto';
import { buildApp } from '../../server/app.js';
import { openDatabase, type Database } from '../../server/db/database.js';
import { companies, companyUsers, sessions, users } from '../../server/db/schema/index.js';
import { getAccountDetail, listAccounts } from '../../server/features/ad-accounts/read-accounts.js';
import { getNoteDetail, listNotes } from '../../server/features/notes/read-notes.js';
import { createSessionToken, hashSessionToken } from '../../server/lib/session.js';
import { analyzeTables, seedAdAccounts, seedNotes } from './bench-data.js';
import { benchEnv, timeMedian, withScratchPostgres } from './bench-kit.js';

const accountCount = 500;
const noteCount = 20_000;
const commentsPerNote = 5;
const teamSize = 12;

async function run(label: string, database: Database) {
  await database.migrate();
  const db = database.db;
  const [company] = await db.insert(companies).values({ name: 'Accounts bench' }).returning();
  const companyId = company!.id;
  const team = await db
    .insert(users)
    .values(
      Array.from({ length: teamSize }, (_, i) => ({ email: `team-${i}-${randomUUID()}@bench.nl`, name: `Collega ${i}`, companyId, onboardingCompleted: true })),
    )
    .returning({ id: users.id });
  await db.insert(companyUsers).values(team.map((u, i) => ({ userId: u.id, companyId, role: i === 0 ? ('admin' as const) : ('marketeer' as const) })));
  const me = team[1]!.id;
  const token = createSessionToken();
  await db
    .insert(sessions)
    .values({ tokenHash: hashSessionToken(token), userId: me, expiresAt: new Date(Date.now() + 86_400_000), activeCompanyId: companyId });

  const seedStarted = performance.now();
  const benchTeam = { companyId, userIds: team.map((u) => u.id) };
  await seedAdAccounts(db, benchTeam, accountCount);
  await seedNotes(db, benchTeam, { notes: noteCount, accounts: accountCount, commentsPerNote });
  await analyzeTables(db, ['ad_accounts', 'ad_account_alerts', 'ad_account_assignees', 'notes', 'note_assignments', 'note_comments']);
  console.log(
    `  ${label}: ${accountCount} accounts, ${noteCount.toLocaleString('nl-NL')} notes and ${(noteCount * commentsPerNote).toLocaleString('nl-NL')} comments written in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
  );

  const env = benchEnv();
  const app = await buildApp({ env, database });
  await app.ready();
  const http = (url: string) => async () => {
    const response = await app.inject({ method: 'GET', url, cookies: { sid: token } });
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body.slice(0, 200)}`);
  };
  const all = { filter: 'all' as const };
  const first = await listNotes(db, companyId, me, all);
  let deep = first.nextCursor;
  for (let i = 0; i < 100 && deep; i++) deep = (await listNotes(db, companyId, me, { ...all, cursor: deep })).nextCursor;
  const account = (await listAccounts(db, env, companyId)).accounts[7]!;
  const note = first.notes[0]!;

  const rows: [string, number, number][] = [];
  const measure = async (name: string, service: () => Promise<unknown>, url: string) =>
    rows.push([name, await timeMedian(service), await timeMedian(http(url))]);
  await measure(`account list (${accountCount})`, () => listAccounts(db, env, companyId), '/api/accounts');
  await measure(
    'account detail',
    () => getAccountDetail(db, { userId: me, companyId, role: 'marketeer' }, account.platform, account.accountId),
    `/api/accounts/${account.platform}/${account.accountId}`,
  );
  await measure('notes, first page (50)', () => listNotes(db, companyId, me, all), '/api/notes');
  await measure('notes, page 101 (cursor)', () => listNotes(db, companyId, me, { ...all, cursor: deep! }), `/api/notes?cursor=${deep}`);
  await measure('notes, assigned to me', () => listNotes(db, companyId, me, { filter: 'assigned' }), '/api/notes?filter=assigned');
  await measure('notes, mine', () => listNotes(db, companyId, me, { filter: 'mine' }), '/api/notes?filter=mine');
  await measure('notes of one account', () => listNotes(db, companyId, me, { ...all, account: account.id }), `/api/notes?account=${account.id}`);
  await measure('notes, one client', () => listNotes(db, companyId, me, { ...all, client: 'Klant 7' }), '/api/notes?client=Klant%207');
  await measure('notes, search "notitie 1999"', () => listNotes(db, companyId, me, { ...all, q: 'notitie 1999' }), '/api/notes?q=notitie%201999');
  await measure('note with its conversation', () => getNoteDetail(db, companyId, note.id), `/api/notes/${note.id}`);

  console.log(`  ${label}:`);
  console.log(`    ${'request'.padEnd(32)} ${'service'.padStart(10)} ${'HTTP'.padStart(10)}`);
  for (const [name, service, viaHttp] of rows) {
    console.log(`    ${name.padEnd(32)} ${`${service.toFixed(2)} ms`.padStart(10)} ${`${viaHttp.toFixed(2)} ms`.padStart(10)}`);
  }
  await app.close();
  await database.close();
}

async function main() {
  console.log(`Ad accounts and notes (${accountCount} accounts, ${noteCount.toLocaleString('nl-NL')} notes), median of 30 runs:`);
  await run('PGlite', await openDatabase({ mode: 'memory' }));
  await withScratchPostgres('bench_accounts', (database) => run('PostgreSQL', database));
}

void main();
