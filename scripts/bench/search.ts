/**
 * npm run bench search: global search (issue 18) over the bench datasets — the demo workspace
 * with 500 ad accounts, 20,000 notes with 100,000 replies and 500 checklists × 30 items added to
 * the demo agency (api-data.ts), vacuumed and analyzed — on PGlite and on PostgreSQL
 * (BENCH_DATABASE_URL or the local server; skipped when unreachable). Times the search service
 * (the registry with every feature's provider, as GET /api/search calls it) as the demo
 * marketeer: 3-letter prefixes that match most notes, replies only, accounts, checklists or
 * nothing, and whole words; median and p95 of 60 runs each. Budget (issue 18): ≤ 30 ms server
 * time on PGlite for a 3-letter prefix (PASS/FAIL on the median of each prefix).
 * Options after --: --pglite | --postgres.
 */
import { eq } from 'drizzle-orm';
import { searchQuery } from '../../common/schemas/search.js';
import { openDatabase, type Database } from '../../server/db/database.js';
import { companyUsers, users } from '../../server/db/schema/index.js';
import { accountSearch } from '../../server/features/ad-accounts/search.js';
import { checklistSearch } from '../../server/features/checklists/search.js';
import { memberSearch } from '../../server/features/company/search.js';
import { noteSearch } from '../../server/features/notes/search.js';
import { createSearchRegistry, type SearchActor } from '../../server/features/search/registry.js';
import { addBenchDatasets, benchUserEmail, seedDemoWithSession } from './api-data.js';
import { withScratchPostgres } from './bench-kit.js';

const runs = 60;
const budgetMs = 30;

/** What each query shows on the bench data (titles "Notitie n", replies "Reactie k op de notitie, met wat uitleg over de campagne."). */
const queries: { q: string; about: string; prefix: boolean }[] = [
  { q: 'not', about: 'every note title and reply', prefix: true },
  { q: 'cam', about: 'replies only (campagne)', prefix: true },
  { q: 'uit', about: 'replies only (uitleg)', prefix: true },
  { q: 'acc', about: 'accounts (Account n)', prefix: true },
  { q: 'wek', about: 'checklists (Wekelijkse audit n)', prefix: true },
  { q: 'zqx', about: 'nothing at all', prefix: true },
  { q: 'campagne', about: 'a whole word, replies', prefix: false },
  { q: 'notitie 1999', about: 'two words, one note', prefix: false },
  { q: 'lancering campagne 12', about: 'three words, checklists', prefix: false },
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function run(label: string, database: Database): Promise<boolean> {
  const started = performance.now();
  await seedDemoWithSession(database);
  await addBenchDatasets(database);
  console.log(`  ${label}: demo workspace and bench datasets written, vacuumed and analyzed in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const db = database.db;
  const [me] = await db
    .select({ userId: users.id, companyId: companyUsers.companyId, role: companyUsers.role })
    .from(users)
    .innerJoin(companyUsers, eq(companyUsers.userId, users.id))
    .where(eq(users.email, benchUserEmail));
  if (!me) throw new Error('no demo marketeer');
  const who: SearchActor = {
    actor: { userId: me.userId, sessionId: 'bench', activeCompanyId: me.companyId, memberRole: me.role, memberships: [] },
    companyId: me.companyId,
    role: me.role,
  };
  const registry = createSearchRegistry();
  for (const provider of [accountSearch, noteSearch, checklistSearch, memberSearch]) registry.register(provider);

  let pass = true;
  console.log(`  ${label}, as ${benchUserEmail} (marketeer), ${runs} runs each:`);
  console.log(`    ${'query'.padEnd(24)} ${'what it matches'.padEnd(34)} ${'items'.padStart(5)} ${'median'.padStart(9)} ${'p95'.padStart(9)}`);
  for (const { q, about, prefix } of queries) {
    const request = searchQuery.parse({ q });
    const once = () => registry.search(db, who, request);
    for (let i = 0; i < 3; i++) await once();
    const times: number[] = [];
    let items = 0;
    for (let i = 0; i < runs; i++) {
      const t = performance.now();
      const answer = await once();
      times.push(performance.now() - t);
      items = answer.groups.reduce((n, g) => n + g.items.length, 0);
    }
    times.sort((a, b) => a - b);
    const median = percentile(times, 50);
    const verdict = label === 'PGlite' && prefix ? (median <= budgetMs ? '  PASS' : '  FAIL') : '';
    if (verdict === '  FAIL') pass = false;
    console.log(
      `    ${`"${q}"`.padEnd(24)} ${about.padEnd(34)} ${String(items).padStart(5)} ${`${median.toFixed(2)} ms`.padStart(9)} ${`${percentile(times, 95).toFixed(2)} ms`.padStart(9)}${verdict}`,
    );
  }
  await database.close();
  return pass;
}

async function main() {
  const only = process.argv.find((a) => a === '--pglite' || a === '--postgres');
  console.log(`Global search (500 accounts, 20,000 notes with 100,000 replies, 500 checklists); budget ≤ ${budgetMs} ms on PGlite for a 3-letter prefix:`);
  let pass = true;
  if (only !== '--postgres') pass = (await run('PGlite', await openDatabase({ mode: 'memory' }))) && pass;
  if (only !== '--pglite') await withScratchPostgres('bench_search', (database) => run('PostgreSQL', database));
  console.log(pass ? 'PASS' : `FAIL: a 3-letter prefix took more than ${budgetMs} ms on PGlite`);
  if (!pass) process.exitCode = 1;
}

void main();
