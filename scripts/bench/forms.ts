/**
 * npm run bench forms (issue 35), the server's part: a published 20-field form with 20,000 submitted
 * answers (from 50 clients, a quarter of them "in behandeling" or "afgerond") in the demo agency, on
 * PGlite and PostgreSQL (BENCH_DATABASE_URL or the local server; skipped when unreachable). Times the
 * services the routes call: the submissions' first page, a later page, a status filter and a search
 * (server time, median and p95 of 60); then the CSV export of all 20,000 read to the end, with the
 * process's heap and RSS sampled while it streams. Budgets (issue 35): a page ≤ 30 ms on PGlite (the
 * median), the export ≤ 3 s with flat memory (the heap's growth while streaming under 50 MB).
 * Options after --: --pglite | --postgres. The browser's part is scripts/bench/forms-screen.ts.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { FormSchema } from '../../common/forms/form-schema.js';
import { openDatabase, type Database } from '../../server/db/database.js';
import { companies, companyUsers, formVersions, forms, users } from '../../server/db/schema/index.js';
import { exportSubmissionsCsv } from '../../server/features/forms/export-csv.js';
import { listSubmissions } from '../../server/features/forms/list-submissions.js';
import type { FormsActor } from '../../server/features/forms/policy.js';
import { seedDemoWithSession } from './api-data.js';
import { timeMedianP95, withScratchPostgres } from './bench-kit.js';

const runs = 60;
const pageBudgetMs = 30;
const csvBudgetMs = 3_000;
const memoryBudgetMb = 50;
const sizes = { submissions: 20_000, fields: 20, clients: 50 } as const;

function benchSchema(): FormSchema {
  const fields: FormSchema['pages'][number]['fields'] = [];
  for (let i = 1; i <= sizes.fields; i++) {
    if (i % 5 === 0)
      fields.push({
        id: `v${i}`,
        type: 'single_choice',
        label: `Keuze ${i}`,
        required: false,
        options: [
          { value: 'ja', label: 'Ja' },
          { value: 'nee', label: 'Nee' },
        ],
      });
    else fields.push({ id: `v${i}`, type: i % 3 === 0 ? 'long_text' : 'short_text', label: `Vraag ${i}`, required: false });
  }
  return { pages: [{ id: 'p1', fields }] };
}

async function addSubmissions(database: Database, companyId: string, ownerId: string): Promise<string> {
  const db = database.db;
  const schema = benchSchema();
  const [form] = await db
    .insert(forms)
    .values({ companyId, title: 'Bench intake', formData: schema, status: 'published', currentVersion: 1, ownerId })
    .returning({ id: forms.id });
  await db.insert(formVersions).values({ formId: form!.id, companyId, version: 1, title: 'Bench intake', formData: schema, publishedBy: ownerId });
  await db.execute(sql`
    insert into clients (company_id, name, status)
    select ${companyId}, 'Formulierklant ' || lpad(i::text, 3, '0'), 'active' from generate_series(1, ${sizes.clients}) i`);
  // Answers like a person's: short texts, a longer one every third field, a choice every fifth.
  const answers = sql.raw(
    `jsonb_build_object(${benchSchema()
      .pages[0]!.fields.map((f, i) =>
        f.type === 'single_choice'
          ? `'${f.id}', case when (n + ${i}) % 2 = 0 then 'ja' else 'nee' end`
          : f.type === 'long_text'
            ? `'${f.id}', 'Een langer antwoord op vraag ${i + 1} van inzending ' || n || ', met wat uitleg over de campagne en de doelgroep.'`
            : `'${f.id}', 'Antwoord ${i + 1}.' || n`,
      )
      .join(', ')})`,
  );
  await db.execute(sql`
    insert into form_submissions (form_id, company_id, version, client_id, source, state, status, submission_data, search_text, submitted_at, created_at)
    select ${form!.id}, ${companyId}, 1, c.id, 'portal', 'submitted',
           case when n % 8 = 0 then 'done' when n % 8 = 1 then 'in_progress' else 'new' end,
           ${answers}, 'Antwoord 1.' || n || ' Formulierklant', now() - (n || ' minutes')::interval, now() - (n || ' minutes')::interval
    from generate_series(1, ${sizes.submissions}) n
    join clients c on c.company_id = ${companyId} and c.name = 'Formulierklant ' || lpad((1 + n % ${sizes.clients})::text, 3, '0')`);
  if (database.pglite) await database.pglite.exec('vacuum analyze');
  else await db.execute(sql`vacuum analyze`);
  return form!.id;
}

const mb = (bytes: number) => bytes / 1024 / 1024;

/** The export read to the end as a client would, with heap and RSS sampled every 20 ms. */
async function timeCsv(db: Database['db'], who: FormsActor, formId: string) {
  global.gc?.();
  const before = process.memoryUsage();
  let heapPeak = before.heapUsed;
  let rssPeak = before.rss;
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    heapPeak = Math.max(heapPeak, now.heapUsed);
    rssPeak = Math.max(rssPeak, now.rss);
  }, 20);
  const started = performance.now();
  const { stream } = await exportSubmissionsCsv(db, who, formId);
  let bytes = 0;
  let lines = 0;
  for await (const chunk of stream) {
    const text = typeof chunk === 'string' ? chunk : (chunk as Buffer).toString('utf8');
    bytes += Buffer.byteLength(text);
    for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) lines++;
  }
  const ms = performance.now() - started;
  clearInterval(sampler);
  return { ms, bytes, lines, heapGrowthMb: mb(heapPeak - before.heapUsed), rssGrowthMb: mb(rssPeak - before.rss) };
}

async function run(label: string, database: Database): Promise<boolean> {
  const started = performance.now();
  await seedDemoWithSession(database);
  const db = database.db;
  const [agency] = await db.select({ id: companies.id }).from(companies).where(eq(companies.name, 'Demo Marketingbureau'));
  const [sanne] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(companyUsers, and(eq(companyUsers.userId, users.id), eq(companyUsers.companyId, agency!.id)))
    .where(eq(users.email, 'sanne@demo.nl'));
  const formId = await addSubmissions(database, agency!.id, sanne!.id);
  console.log(
    `  ${label}: demo workspace and ${sizes.submissions.toLocaleString('nl-NL')} submissions of a ${sizes.fields}-field form written in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const who: FormsActor = { userId: sanne!.id, companyId: agency!.id, role: 'marketeer' };
  const first = await listSubmissions(db, who, formId, {});
  if (first.submissions.length === 0 || !first.nextCursor) throw new Error('the first page is empty');
  const rows: [string, () => Promise<unknown>, boolean][] = [
    ['submissions, first page', () => listSubmissions(db, who, formId, {}), true],
    ['submissions, a later page', () => listSubmissions(db, who, formId, { cursor: first.nextCursor! }), true],
    ['submissions?status=done', () => listSubmissions(db, who, formId, { status: 'done' }), true],
    ['submissions?q=antwoord 1.1234', () => listSubmissions(db, who, formId, { q: 'antwoord 1.1234' }), false],
  ];
  let pass = true;
  console.log(`  ${label}, ${runs} runs each (a page holds ${first.submissions.length}):`);
  console.log(`    ${'request'.padEnd(36)} ${'median'.padStart(9)} ${'p95'.padStart(9)}`);
  for (const [name, task, budgeted] of rows) {
    const { median, p95 } = await timeMedianP95(task, runs);
    const verdict = label === 'PGlite' && budgeted ? (median <= pageBudgetMs ? `   ≤ ${pageBudgetMs} ms PASS` : `   ≤ ${pageBudgetMs} ms FAIL`) : '';
    if (verdict.endsWith('FAIL')) pass = false;
    console.log(`    ${name.padEnd(36)} ${`${median.toFixed(2)} ms`.padStart(9)} ${`${p95.toFixed(2)} ms`.padStart(9)}${verdict}`);
  }
  await timeCsv(db, who, formId); // warm
  const csv = await timeCsv(db, who, formId);
  const csvPass = csv.ms <= csvBudgetMs && csv.heapGrowthMb < memoryBudgetMb;
  if (!csvPass) pass = false;
  console.log(
    `    CSV export: ${csv.lines.toLocaleString('nl-NL')} lines, ${mb(csv.bytes).toFixed(1)} MB in ${(csv.ms / 1000).toFixed(2)} s; heap +${csv.heapGrowthMb.toFixed(1)} MB, RSS +${csv.rssGrowthMb.toFixed(1)} MB at most while streaming   ≤ ${csvBudgetMs / 1000} s, < ${memoryBudgetMb} MB ${csvPass ? 'PASS' : 'FAIL'}`,
  );
  await database.close();
  return pass;
}

async function main() {
  const only = process.argv.find((a) => a === '--pglite' || a === '--postgres');
  console.log(
    `Forms (${sizes.submissions.toLocaleString('nl-NL')} submissions); budgets: a submissions page ≤ ${pageBudgetMs} ms on PGlite, the CSV export ≤ ${csvBudgetMs / 1000} s with the heap's growth < ${memoryBudgetMb} MB:`,
  );
  let pass = true;
  if (only !== '--postgres') pass = (await run('PGlite', await openDatabase({ mode: 'memory' }))) && pass;
  if (only !== '--pglite') {
    const result = await withScratchPostgres('bench_forms', (database) => run('PostgreSQL', database));
    if (result === false) pass = false;
  }
  console.log(pass ? 'PASS' : 'FAIL');
  if (!pass) process.exitCode = 1;
}

void main();
