/**
 * npm run bench realtime [-- --seconds 60 --sockets 2000 --rate 500]
 *
 * 2,000 signed-in WebSockets (a separate process, realtime-clients.ts) and 500 notifications per
 * second for 60 s through createNotifications, in producer transactions of 5 recipients each (a
 * note's assignees, a team; --group 1 makes one transaction per notification), plus reads and
 * deletes (10 % and 5 % of the notification rate) so the unread count really moves. Reports commit → delivery
 * latency (from the end of the producer's work, just before its commit; the clock is the machine's,
 * shared by both processes), lost / duplicated / misrouted messages (lost: committed and not
 * received once the deliveries settled), transactions still open after the drain, and whether
 * every client's unread count equals the database. Every wait is bounded: a run always ends with
 * its figures (or says which wait ran out). Once on PGlite (in memory) and once on PostgreSQL (BENCH_DATABASE_URL or
 * postgres://postgres@127.0.0.1:5432, a fresh database dropped afterwards).
 */
import { fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../server/app.js';
import { benchEnv, withScratchPostgres } from './bench-kit.js';
import { openDatabase, type Database } from '../../server/db/database.js';
import { companies, companyUsers, notificationCounters, sessions, users } from '../../server/db/schema/index.js';
import { transactionWithEvents } from '../../server/lib/events/with-events.js';
import { createSessionToken, hashSessionToken } from '../../server/lib/session.js';
import { createNotifications } from '../../server/features/notifications/create-notifications.js';
import { deleteNotifications, markNotifications } from '../../server/features/notifications/change-notifications.js';
import type { ClientsReport } from './realtime-clients.js';
import { linkClients, option, percentile, sleep, within } from './realtime-kit.js';

const args = process.argv.slice(2);
const seconds = option(args, 'seconds', 60);
const socketCount = option(args, 'sockets', 2_000);
const rate = option(args, 'rate', 500);
const groupSize = option(args, 'group', 5);
const only = args.includes('--pglite') ? 'pglite' : args.includes('--postgres') ? 'postgres' : null;

/** The bounds of the waits: opening the sockets, the last transactions, the last deliveries, the report. */
const limits = { connectMs: 60_000 + socketCount * 60, drainMs: 30_000, settleMs: 10_000, reportMs: 30_000 };

const now = () => performance.timeOrigin + performance.now();
const here = path.dirname(fileURLToPath(import.meta.url));

async function seedUsers(database: Database) {
  const [company] = await database.db.insert(companies).values({ name: 'Bench BV' }).returning();
  const rows = Array.from({ length: socketCount }, (_, i) => ({
    email: `bench-${i}-${randomUUID().slice(0, 8)}@bench.nl`,
    name: `Bench ${i}`,
    onboardingCompleted: true,
    role: 'marketeer' as const,
    companyId: company!.id,
  }));
  const created: { id: string }[] = [];
  for (let i = 0; i < rows.length; i += 500) {
    created.push(
      ...(await database.db
        .insert(users)
        .values(rows.slice(i, i + 500))
        .returning({ id: users.id })),
    );
  }
  // Members of the company: the inbox's producer notifies only members of the notification's company.
  for (let i = 0; i < created.length; i += 500) {
    await database.db.insert(companyUsers).values(created.slice(i, i + 500).map((u) => ({ userId: u.id, companyId: company!.id, role: 'marketeer' as const })));
  }
  const expires = new Date(Date.now() + 86_400_000);
  const people = created.map((u) => ({ id: u.id, token: createSessionToken() }));
  for (let i = 0; i < people.length; i += 500) {
    await database.db
      .insert(sessions)
      .values(people.slice(i, i + 500).map((p) => ({ tokenHash: hashSessionToken(p.token), userId: p.id, expiresAt: expires })));
  }
  return { companyId: company!.id, people };
}

async function run(label: string, database: Database) {
  await database.migrate();
  const env = benchEnv();
  const app = await buildApp({ env, database });
  const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  const { companyId, people } = await seedUsers(database);

  // Each notification's clock starts when the producer's work ended, before its commit (PostgreSQL
  // sends the events inside the transaction, PGlite right after it); it counts once committed.
  const committedAt = new Map<string, number>();

  const child = fork(path.join(here, 'realtime-clients.ts'), [], { execArgv: ['--import', 'tsx'], stdio: 'inherit' });
  const clients = linkClients(child);
  // Closing waits for open transactions: bounded too, so a stuck one cannot keep the run from ending.
  const finish = async (result: { ok: boolean }) => {
    child.kill();
    const closed = await within(
      app
        .close()
        .then(() => database.close())
        .then(() => true),
      limits.drainMs,
      () => false,
    );
    if (!closed) console.log(`  ${label}: the app and database did not close within ${limits.drainMs / 1000} s (a transaction still open)`);
    return result;
  };
  const ready = clients.next('ready', limits.connectMs);
  clients.send({ baseUrl, users: people });
  const connectStarted = Date.now();
  if (!(await ready)) {
    console.log(
      `  ${label}: FAILED — the sockets did not open within ${limits.connectMs} ms (${clients.gone ?? 'clients process still running'}; ${app.realtime.socketCount} open)`,
    );
    return finish({ ok: false });
  }
  console.log(`  ${label}: ${app.realtime.socketCount} sockets open and subscribed in ${Date.now() - connectStarted} ms`);

  const ctx = { db: database.db, events: app.events };
  const recent = new Map<string, string[]>();
  let operations = 0;
  let failures = 0;
  let created = 0;
  const remember = (recipientId: string, id: string) => {
    const mine = recent.get(recipientId) ?? [];
    mine.push(id);
    if (mine.length > 20) mine.shift();
    recent.set(recipientId, mine);
  };
  const attempt = async (work: () => Promise<void>) => {
    try {
      await work();
    } catch (err) {
      failures += 1;
      if (failures <= 3) console.error(err);
    }
    operations += 1;
  };
  /** One producer transaction notifying a group (a note's assignees, a team): one row and event each. */
  const createGroup = (size: number) =>
    attempt(async () => {
      const group = Array.from({ length: size }, () => people[Math.floor(Math.random() * people.length)]!.id);
      let workEnded = 0;
      const result = await transactionWithEvents(ctx, async (tx, emit) => {
        const made = await createNotifications(tx, emit, {
          recipients: group,
          companyId,
          content: { type: 'notitie', title: 'Nieuwe notitie', description: 'Benchmark', clientName: 'Bench klant', platform: 'facebook' },
        });
        workEnded = now();
        return made;
      });
      for (const n of result.notifications) committedAt.set(n.id, workEnded);
      created += result.notifications.length;
      for (const n of result.notifications) remember(n.recipientId, n.id);
    });
  /** A person reading (80 %) or unreading one of their recent notifications, or deleting it. */
  const changeOne = (kind: 'mark' | 'delete') =>
    attempt(async () => {
      const person = people[Math.floor(Math.random() * people.length)]!;
      const mine = recent.get(person.id) ?? [];
      if (mine.length === 0) return;
      if (kind === 'mark') {
        const id = mine[Math.floor(Math.random() * mine.length)]!;
        await transactionWithEvents(ctx, (tx, emit) => markNotifications(tx, emit, { recipientId: person.id, ids: [id], isRead: Math.random() < 0.8 }));
      } else {
        const id = mine.splice(Math.floor(Math.random() * mine.length), 1)[0]!;
        await transactionWithEvents(ctx, (tx, emit) => deleteNotifications(tx, emit, { recipientId: person.id, ids: [id] }));
      }
    });

  // `rate` notifications per second, made by producer transactions of `groupSize` recipients
  // (plus reads and deletes: 10 % and 5 % of the notification rate, each its own transaction).
  // Work is started every 10 ms; at most `maxInFlight` transactions wait at once, so a server
  // that falls behind shows as a lower achieved rate instead of an ever-growing queue.
  const maxInFlight = 200;
  let skipped = 0;
  const cpuBefore = process.cpuUsage();
  const started = Date.now();
  const inFlight = new Set<Promise<void>>();
  let issued = 0;
  const launch = (work: () => Promise<void>) => {
    if (inFlight.size >= maxInFlight) {
      skipped += 1;
      return;
    }
    const p = work().finally(() => inFlight.delete(p));
    inFlight.add(p);
  };
  await new Promise<void>((resolve) => {
    const timer = setInterval(() => {
      const now = Math.min(Date.now() - started, seconds * 1000);
      const due = Math.floor((now / 1000) * rate) - issued;
      for (let n = 0; n + groupSize <= due; n += groupSize) {
        issued += groupSize;
        launch(() => createGroup(groupSize));
        if (Math.random() < 0.1 * groupSize) launch(() => changeOne('mark'));
        if (Math.random() < 0.05 * groupSize) launch(() => changeOne('delete'));
      }
      if (Date.now() - started >= seconds * 1000) {
        clearInterval(timer);
        resolve();
      }
    }, 10);
  });
  // The last transactions, at most drainMs: one still open then is reported, not waited for.
  await within(Promise.all(inFlight), limits.drainMs, () => []);
  const unfinished = inFlight.size;
  const pool = database.pgPool;
  if (unfinished > 0 && pool)
    console.log(`  ${label}: ${unfinished} transactions still open; pool ${pool.totalCount} connections, ${pool.idleCount} idle, ${pool.waitingCount} waiting`);
  const elapsed = (Date.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  // The last deliveries (and count reloads): until every committed notification arrived, at most settleMs.
  const settleBy = Date.now() + limits.settleMs;
  while (Date.now() < settleBy) {
    clients.send({ type: 'status' });
    const status = await clients.next('status', Math.max(1, settleBy - Date.now()));
    if (!status || Number(status.received) >= committedAt.size) break;
    await sleep(100);
  }
  await sleep(500); // count reloads the last events caused

  const reportMessage = clients.next('report', limits.reportMs);
  clients.send({ type: 'finish' });
  const answer = await reportMessage;
  if (!answer) {
    console.log(`  ${label}: FAILED — no report from the clients within ${limits.reportMs} ms (${clients.gone ?? 'clients process still running'})`);
    return finish({ ok: false });
  }
  const report = answer.report as ClientsReport;

  const latencies: number[] = [];
  const receivedIds = new Set<string>();
  for (const [id, at] of report.received) {
    receivedIds.add(id);
    const sent = committedAt.get(id);
    if (sent !== undefined) latencies.push(at - sent);
  }
  latencies.sort((a, b) => a - b);
  const lost = [...committedAt.keys()].filter((id) => !receivedIds.has(id)).length;
  const counters = await database.db.select().from(notificationCounters);
  const truth = await database.db.execute<{ recipient_id: string; unread: number }>(
    sql`select recipient_id, count(*)::int as unread from notifications where is_read = false group by recipient_id`,
  );
  const truthRows = (Array.isArray(truth) ? truth : (truth as { rows: { recipient_id: string; unread: number }[] }).rows) as {
    recipient_id: string;
    unread: number;
  }[];
  const dbCount = new Map(truthRows.map((r) => [r.recipient_id, Number(r.unread)]));
  const counterMismatch = counters.filter((c) => c.unread !== (dbCount.get(c.recipientId) ?? 0)).length;
  const clientMismatch = people.filter((p) => (report.counts[p.id] ?? -1) !== (dbCount.get(p.id) ?? 0)).length;

  console.log(
    `  ${label}: ${created} notifications (${(created / elapsed).toFixed(0)}/s) in ${operations} transactions (${(operations / elapsed).toFixed(0)}/s) over ${elapsed.toFixed(1)} s; ${failures} failed, ${unfinished} unfinished after ${limits.drainMs / 1000} s, ${skipped} not started (server behind)`,
  );
  console.log(
    `  ${label}: commit → client delivery p50 ${percentile(latencies, 50).toFixed(2)} ms, p95 ${percentile(latencies, 95).toFixed(2)} ms, p99 ${percentile(latencies, 99).toFixed(2)} ms, max ${latencies.at(-1)?.toFixed(1)} ms   budget p50 ≤ 5 ms, p99 ≤ 50 ms`,
  );
  console.log(
    `  ${label}: lost ${lost} of ${committedAt.size}, duplicated ${report.duplicates}, misrouted ${report.misrouted}; clients whose unread count differs from the database ${clientMismatch} of ${people.length}; counter rows differing from count(*) ${counterMismatch}; count reloads ${report.reloads} (${report.failedReloads} failed)`,
  );
  console.log(`  ${label}: server process CPU ${(((cpu.user + cpu.system) / 1e6 / elapsed) * 100).toFixed(0)} % of one core`);
  // No notification at all is a failed run too (nothing was measured).
  const ok =
    committedAt.size > 0 &&
    lost === 0 &&
    unfinished === 0 &&
    report.duplicates === 0 &&
    report.misrouted === 0 &&
    clientMismatch === 0 &&
    counterMismatch === 0;
  return finish({ ok });
}

async function main() {
  console.log(`Realtime: ${socketCount} sockets, ${rate} operations/s for ${seconds} s`);
  const results: boolean[] = [];
  if (only !== 'postgres') results.push((await run('PGlite', await openDatabase({ mode: 'memory' }))).ok);
  if (only !== 'pglite') {
    const ok = await withScratchPostgres('bench', async (database) => (await run('PostgreSQL', database)).ok);
    if (ok !== null) results.push(ok);
  }
  process.exit(results.every(Boolean) ? 0 : 1);
}

void main();
