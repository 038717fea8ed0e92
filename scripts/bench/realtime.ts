/**
 * npm run bench realtime [-- --seconds 60 --sockets 2000 --rate 500]
 *
 * 2,000 signed-in WebSockets (a separate process, realtime-clients.ts) and 500 notifications per
 * second for 60 s through createNotifications, in producer transactions of 5 recipients each (a
 * note's assignees, a team; --group 1 makes one transaction per notification), plus reads and
 * deletes (10 % and 5 % of the notification rate) so the unread count really moves. Reports commit → delivery
 * latency (publish is called right after the commit; the clock is the machine's, shared by both
 * processes), lost / duplicated / misrouted messages, and whether every client's unread count
 * equals the database. Once on PGlite (in memory) and once on PostgreSQL (BENCH_DATABASE_URL or
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
import { companies, notificationCounters, sessions, users } from '../../server/db/schema/index.js';
import { transactionWithEvents } from '../../server/lib/events/with-events.js';
import { createSessionToken, hashSessionToken } from '../../server/lib/session.js';
import { createNotifications } from '../../server/features/notifications/create-notifications.js';
import { deleteNotifications, markNotifications } from '../../server/features/notifications/change-notifications.js';
import type { ClientsReport } from './realtime-clients.js';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const seconds = option('seconds', 60);
const socketCount = option('sockets', 2_000);
const rate = option('rate', 500);
const groupSize = option('group', 5);
const only = args.includes('--pglite') ? 'pglite' : args.includes('--postgres') ? 'postgres' : null;

const now = () => performance.timeOrigin + performance.now();
const here = path.dirname(fileURLToPath(import.meta.url));

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

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

  // Stamp the moment each notification is handed to the bus: right after its commit.
  const committedAt = new Map<string, number>();
  const publish = app.events.publish.bind(app.events);
  app.events.publish = (events) => {
    const at = now();
    for (const event of Array.isArray(events) ? events : [events]) {
      const inbox = event.payload.event as { name?: string; notification?: { id: string } } | undefined;
      if (inbox?.name === 'notification.created' && inbox.notification) committedAt.set(inbox.notification.id, at);
    }
    return publish(events);
  };

  const clients = fork(path.join(here, 'realtime-clients.ts'), [], { execArgv: ['--import', 'tsx'], stdio: 'inherit' });
  const message = (type: string) =>
    new Promise<Record<string, unknown>>((resolve) => {
      const onMessage = (m: Record<string, unknown>) => {
        if (m.type !== type) return;
        clients.off('message', onMessage);
        resolve(m);
      };
      clients.on('message', onMessage);
    });
  const ready = message('ready');
  clients.send({ baseUrl, users: people });
  const connectStarted = Date.now();
  await ready;
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
      const result = await transactionWithEvents(ctx, (tx, emit) =>
        createNotifications(tx, emit, {
          recipients: group,
          companyId,
          content: { type: 'notitie', title: 'Nieuwe notitie', description: 'Benchmark', clientName: 'Bench klant', platform: 'facebook' },
        }),
      );
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
  await Promise.all(inFlight);
  const elapsed = (Date.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  await new Promise((r) => setTimeout(r, 2_000)); // let the last messages and count reloads land

  const reportMessage = message('report');
  clients.send({ type: 'finish' });
  const { report } = (await reportMessage) as unknown as { report: ClientsReport };

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
    `  ${label}: ${created} notifications (${(created / elapsed).toFixed(0)}/s) in ${operations} transactions (${(operations / elapsed).toFixed(0)}/s) over ${elapsed.toFixed(1)} s; ${failures} failed, ${skipped} not started (server behind)`,
  );
  console.log(
    `  ${label}: commit → client delivery p50 ${percentile(latencies, 50).toFixed(2)} ms, p95 ${percentile(latencies, 95).toFixed(2)} ms, p99 ${percentile(latencies, 99).toFixed(2)} ms, max ${latencies.at(-1)?.toFixed(1)} ms   budget p50 ≤ 5 ms, p99 ≤ 50 ms`,
  );
  console.log(
    `  ${label}: lost ${lost}, duplicated ${report.duplicates}, misrouted ${report.misrouted}; clients whose unread count differs from the database ${clientMismatch} of ${people.length}; counter rows differing from count(*) ${counterMismatch}; count reloads ${report.reloads}`,
  );
  console.log(`  ${label}: server process CPU ${(((cpu.user + cpu.system) / 1e6 / elapsed) * 100).toFixed(0)} % of one core`);
  clients.kill();
  await app.close();
  await database.close();
  return { ok: lost === 0 && report.duplicates === 0 && report.misrouted === 0 && clientMismatch === 0 && counterMismatch === 0 };
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
