/**
 * npm run bench api [-- --seconds N --connections N --only <text> --pglite|--postgres]: the built
 * server (NODE_ENV=production, BENCH_ROUTES=true) on PGlite and on PostgreSQL (a fresh database
 * on BENCH_DATABASE_URL or the local server, dropped afterwards; skipped when unreachable), each
 * with the demo data and then with the bench datasets added (500 ad accounts, 20,000 notes, 500
 * checklists × 30 items). Signed in as the demo marketeer, it drives every main read endpoint (the
 * ones a screen loads; --only keeps those whose path contains the text) with autocannon for 10 s
 * at 32 connections after a 2 s warm-up, and the ceiling — GET /api/bench/ceiling, one indexed
 * select through the same driver, no session — in 3 s bursts before the first endpoint and after
 * each one. Prints req/s, p50/p99, each endpoint as a share of the ceiling around it (the mean of
 * the bursts just before and after), and the goals of issue 17 with a pass/miss mark; on
 * PostgreSQL also the SQL round trips per request. On the bench datasets the paged lists (notes,
 * accounts, checklists) are compared with their demo figure at the demo list's length (`limit`),
 * and measured as the screens load them beside it, for information. A miss, a non-2xx answer or a timeout sets the
 * exit code.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type Database } from '../../server/db/database.js';
import { addBenchDatasets, benchDatasets, benchUserEmail, seedDemoWithSession } from './api-data.js';
import { countStatements, drive, firstAnswer, type FirstAnswer, type Load, type LoadSettings } from './api-load.js';
import { buildIfStale, startBuiltServer, type ServerDatabase } from './api-server.js';
import { withScratchPostgres } from './bench-kit.js';

const mainEndpoints = [
  '/api/auth/me',
  '/api/notes?filter=all',
  '/api/accounts',
  '/api/checklists',
  '/api/notifications?limit=30',
  '/api/notifications/unread-count',
  '/api/company/members',
] as const;
/**
 * The lists that take `limit`: on the bench datasets the goal compares a page as long as the demo
 * list (the same answer size, so what is compared is how the statement scales with the company's
 * data); the list as the screens load it is measured beside it, for information.
 */
const pagedEndpoints: readonly string[] = ['/api/notes?filter=all', '/api/accounts', '/api/checklists'];
const withLimit = (endpoint: string, limit: number) => `${endpoint}${endpoint.includes('?') ? '&' : '?'}limit=${limit}`;
const ceilingPath = '/api/bench/ceiling';
/** The ceiling is measured in short bursts around every endpoint, so a change in the machine's load hits both alike. */
const ceilingBurstSeconds = 3;
/** Before the first burst the fresh server warms up on the ceiling route a little longer. */
const serverWarmUpSeconds = 5;

type DatabaseKind = 'PGlite' | 'PostgreSQL';
type Dataset = 'demo' | 'bench';

/** Issue 17's goals: shares of the ceiling and absolute guides (demo data), and the bench datasets against the demo data. */
const goals = {
  ceilingShare: (endpoint: string) => (endpoint === '/api/auth/me' ? 0.6 : 0.4),
  guide: (kind: DatabaseKind, endpoint: string) =>
    (endpoint === '/api/auth/me' ? { PGlite: 1_000, PostgreSQL: 3_000 } : { PGlite: 600, PostgreSQL: 2_000 })[kind],
  benchOfDemo: 0.5,
};

interface EndpointResult {
  /** What was requested. */
  endpoint: string;
  /** The main endpoint whose demo figure this one is compared with; null for a figure shown for information. */
  goalOf: string | null;
  answer: FirstAnswer;
  load: Load | null;
  /** The ceiling's req/s around this endpoint: the mean of the bursts just before and just after it. */
  ceiling: number | null;
  statements: number | null;
}

interface Run {
  kind: DatabaseKind;
  dataset: Dataset;
  /** The machine's 1-minute load average when the run started (2 cores shared with whatever else runs). */
  loadAverage: number;
  /** The ceiling's bursts, before the first endpoint and after each one. */
  ceilings: Load[];
  results: EndpointResult[];
}

function parseOptions(args: string[]) {
  const value = (flag: string) => {
    const at = args.indexOf(flag);
    return at === -1 ? undefined : args[at + 1];
  };
  const positive = (flag: string, fallback: number) => {
    const n = Number(value(flag) ?? fallback);
    if (!Number.isInteger(n) || n < 1) throw new Error(`${flag} expects a whole number ≥ 1`);
    return n;
  };
  const only = value('--only');
  return {
    load: { seconds: positive('--seconds', 10), connections: positive('--connections', 32), warmUpSeconds: 2 } satisfies LoadSettings,
    endpoints: mainEndpoints.filter((e) => only === undefined || e.includes(only)),
    kinds: (args.includes('--pglite') ? ['PGlite'] : args.includes('--postgres') ? ['PostgreSQL'] : ['PGlite', 'PostgreSQL']) as DatabaseKind[],
  };
}

const options = parseOptions(process.argv.slice(2));
const runs: Run[] = [];
let missed = false;

const pathOf = (endpoint: string) => endpoint.split('?')[0]!;
const whole = (n: number) => Math.round(n).toLocaleString('en-US');
const percent = (share: number) => `${(share * 100).toFixed(0)} %`;
const size = (bytes: number) => (bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} KB`);
const mark = (ok: boolean) => {
  if (!ok) missed = true;
  return ok ? '✓ pass' : '✗ MISS';
};

/** What a run requests: the main endpoints; on the bench datasets the paged lists as long as the demo's, and as the screens load them. */
function requestsOf(demo: Run | undefined): { endpoint: string; goalOf: string | null }[] {
  return options.endpoints.flatMap((endpoint) => {
    const demoLength = demo?.results.find((r) => r.endpoint === endpoint)?.answer.listLength;
    if (!demo || !pagedEndpoints.includes(endpoint) || !demoLength) return [{ endpoint, goalOf: endpoint }];
    return [
      { endpoint: withLimit(endpoint, demoLength), goalOf: endpoint },
      { endpoint, goalOf: null },
    ];
  });
}

async function measureRun(kind: DatabaseKind, dataset: Dataset, database: ServerDatabase, token: string, scratchDir: string, demo?: Run): Promise<Run> {
  const loadAverage = os.loadavg()[0]!;
  const server = await startBuiltServer(database, scratchDir);
  const cookie = `sid=${token}`;
  const ceilingUrl = server.baseUrl + ceilingPath;
  const burst = { ...options.load, seconds: Math.min(ceilingBurstSeconds, options.load.seconds), warmUpSeconds: 0 };
  try {
    let before = await drive(ceilingUrl, null, { ...burst, warmUpSeconds: serverWarmUpSeconds });
    const ceilings = [before];
    const results: EndpointResult[] = [];
    for (const { endpoint, goalOf } of requestsOf(demo)) {
      const answer = await firstAnswer(server.baseUrl + endpoint, cookie);
      if (answer.status !== 200) {
        results.push({ endpoint, goalOf, answer, load: null, ceiling: null, statements: null });
        continue;
      }
      const load = await drive(server.baseUrl + endpoint, cookie, options.load);
      const after = await drive(ceilingUrl, null, burst);
      ceilings.push(after);
      results.push({ endpoint, goalOf, answer, load, ceiling: (before.requestsPerSecond + after.requestsPerSecond) / 2, statements: null });
      before = after;
    }
    return { kind, dataset, loadAverage, ceilings, results };
  } finally {
    await server.stop();
  }
}

/** What went wrong in a load, or ''. */
function failures(load: Load): string {
  const parts = [load.non2xx > 0 ? `${whole(load.non2xx)} non-2xx` : '', load.failed > 0 ? `${whole(load.failed)} timeouts or connection errors` : ''];
  return parts.filter(Boolean).join(', ');
}

function printRun(run: Run, demo: Run | undefined): void {
  const anyFailures = [...run.ceilings, ...run.results.flatMap((r) => (r.load ? [r.load] : []))].some((load) => failures(load) !== '');
  console.log(
    `\n  ${run.kind}, ${run.dataset === 'demo' ? 'demo data' : 'bench datasets'} (load ${run.loadAverage.toFixed(2)})${anyFailures ? '   ⚠ WITH ERRORS' : ''}`,
  );
  const bursts = [...run.ceilings].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond);
  const median = bursts[Math.floor(bursts.length / 2)]!;
  const ceilingFailures = run.ceilings.map(failures).filter(Boolean);
  console.log(
    `    ceiling ${ceilingPath}: ${whole(median.requestsPerSecond)} req/s, p50 ${median.p50} ms, p99 ${median.p99} ms (median of ${bursts.length} bursts; range ${whole(bursts[0]!.requestsPerSecond)}–${whole(bursts.at(-1)!.requestsPerSecond)})${ceilingFailures.length ? `   ${mark(false)}: ${ceilingFailures.join('; ')}` : ''}`,
  );
  const goalHeader = run.dataset === 'demo' ? 'goal: share of ceiling   guide: req/s' : `goal: ≥ ${percent(goals.benchOfDemo)} of demo req/s`;
  console.log(
    `    ${'endpoint'.padEnd(32)} ${'answer'.padEnd(26)} ${'req/s'.padStart(7)} ${'p50'.padStart(7)} ${'p99'.padStart(7)} ${'ceiling'.padStart(8)} ${'SQL'.padStart(4)}  ${goalHeader}`,
  );
  for (const result of run.results) {
    const { answer, load, ceiling } = result;
    const shown = `${answer.status}, ${size(answer.bytes)}${answer.listLength === null ? '' : `, ${answer.listLength} in list`}`;
    const statements = result.statements === null ? '—' : String(result.statements);
    if (!load || ceiling === null) {
      missed = true;
      console.log(`    ${result.endpoint.padEnd(32)} ${shown.padEnd(26)}   not measured: the endpoint did not answer 200`);
      continue;
    }
    const share = load.requestsPerSecond / ceiling;
    let verdict: string;
    if (run.dataset === 'demo') {
      const wanted = goals.ceilingShare(pathOf(result.endpoint));
      const guide = goals.guide(run.kind, pathOf(result.endpoint));
      verdict = `≥ ${percent(wanted)} ${mark(share >= wanted)}   ≥ ${whole(guide)} ${mark(load.requestsPerSecond >= guide)}`;
    } else {
      const before = demo?.results.find((r) => r.endpoint === (result.goalOf ?? result.endpoint))?.load;
      const ratio = before ? `${percent(load.requestsPerSecond / before.requestsPerSecond)} of demo` : '(no demo figure)';
      if (result.goalOf === null) verdict = `${ratio} (the whole list: information)`;
      else verdict = before ? `${ratio} ${mark(load.requestsPerSecond >= goals.benchOfDemo * before.requestsPerSecond)}` : ratio;
    }
    const failed = failures(load);
    // The whole list on the bench datasets is shown for information: its timeouts are reported, not a miss.
    if (failed) verdict += result.goalOf === null && run.dataset === 'bench' ? `   ⚠ ${failed}` : `   ${mark(false)}: ${failed}`;
    console.log(
      `    ${result.endpoint.padEnd(32)} ${shown.padEnd(26)} ${whole(load.requestsPerSecond).padStart(7)} ${`${load.p50} ms`.padStart(7)} ${`${load.p99} ms`.padStart(7)} ${percent(share).padStart(8)} ${statements.padStart(4)}  ${verdict}`,
    );
  }
}

function printComparison(): void {
  console.log(
    `\n  Bench datasets against demo data (req/s; goal: every endpoint ≥ ${percent(goals.benchOfDemo)} of its demo figure; a paged list as long as the demo's)`,
  );
  const kinds = options.kinds.filter((kind) => runs.some((r) => r.kind === kind && r.dataset === 'bench'));
  console.log(`    ${'endpoint'.padEnd(32)} ${kinds.map((k) => `${k}: demo → bench`.padStart(36)).join('')}`);
  for (const endpoint of options.endpoints) {
    const cells = kinds.map((kind) => {
      const resultsOf = (dataset: Dataset) => runs.find((r) => r.kind === kind && r.dataset === dataset)?.results;
      const demo = resultsOf('demo')?.find((r) => r.endpoint === endpoint)?.load;
      const bench = resultsOf('bench')?.find((r) => r.goalOf === endpoint)?.load;
      if (!demo || !bench) return 'not measured'.padStart(36);
      const ratio = bench.requestsPerSecond / demo.requestsPerSecond;
      return `${whole(demo.requestsPerSecond)} → ${whole(bench.requestsPerSecond)} (${percent(ratio)}) ${ratio >= goals.benchOfDemo ? '✓' : '✗'}`.padStart(36);
    });
    console.log(`    ${endpoint.padEnd(32)} ${cells.join('')}`);
  }
}

/** Counts the SQL round trips per request on PostgreSQL (the built server is stopped by then). */
async function addStatementCounts(run: Run, url: string, token: string): Promise<void> {
  const database = await openDatabase({ mode: 'postgres', url });
  try {
    const counts = await countStatements(
      database,
      `sid=${token}`,
      run.results.filter((r) => r.load).map((r) => r.endpoint),
    );
    for (const result of run.results) result.statements = counts.get(result.endpoint) ?? null;
  } finally {
    await database.close();
  }
}

/** The demo run, then the bench datasets added and the second run, on one database. */
async function benchDatabase(kind: DatabaseKind, open: () => Promise<Database>, server: ServerDatabase, scratchDir: string): Promise<void> {
  const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
  let started = performance.now();
  const first = await open();
  let token: string;
  try {
    token = await seedDemoWithSession(first);
  } finally {
    await first.close();
  }
  console.log(`\n  ${kind}: demo workspace seeded in ${seconds(started)}, signed in as ${benchUserEmail}`);
  for (const dataset of ['demo', 'bench'] as const) {
    if (dataset === 'bench') {
      started = performance.now();
      const database = await open();
      try {
        await addBenchDatasets(database);
      } finally {
        await database.close();
      }
      console.log(`\n  ${kind}: bench datasets added, then every table vacuumed and analyzed, in ${seconds(started)}`);
    }
    const demo = runs.find((r) => r.kind === kind && r.dataset === 'demo');
    const run = await measureRun(kind, dataset, server, token, scratchDir, dataset === 'bench' ? demo : undefined);
    if ('url' in server) await addStatementCounts(run, server.url, token);
    runs.push(run);
    printRun(run, demo);
  }
}

async function main(): Promise<void> {
  buildIfStale();
  const { seconds, connections, warmUpSeconds } = options.load;
  console.log(
    `API throughput of the built server (NODE_ENV=production): ${connections} connections, ${seconds} s per endpoint after ${warmUpSeconds} s warm-up; load ${os.loadavg()[0]!.toFixed(2)}`,
  );
  console.log(
    `  bench datasets: the demo data plus ${benchDatasets.accounts} ad accounts, ${benchDatasets.notes.toLocaleString('en-US')} notes, ${benchDatasets.checklists} checklists × ${benchDatasets.itemsPerChecklist} items in the demo agency`,
  );
  console.log(
    '  answer: status, body size and list length of a first request; ceiling: req/s as a share of the ceiling bursts around it; SQL: round trips per request with warm caches (PostgreSQL)',
  );
  const scratchDir = mkdtempSync(path.join(os.tmpdir(), 'bench-api-'));
  try {
    if (options.kinds.includes('PGlite')) {
      const dataDir = path.join(scratchDir, 'pglite');
      await benchDatabase('PGlite', () => openDatabase({ mode: 'embedded', dataDir }), { dataDir }, scratchDir);
    }
    if (options.kinds.includes('PostgreSQL')) {
      await withScratchPostgres('bench_api', async (database) => {
        const url = database.url!;
        await database.close();
        await benchDatabase('PostgreSQL', () => openDatabase({ mode: 'postgres', url }), { url }, scratchDir);
      });
    }
  } finally {
    rmSync(scratchDir, { recursive: true, force: true });
  }
  printComparison();
  if (missed) process.exitCode = 1;
}

await main();
