/**
 * npm run bench inbox: one recipient with 100,000 notifications (30 % unread, 11 types, 40
 * clients, a year of history), on PGlite and on PostgreSQL (BENCH_DATABASE_URL or the local
 * server; skipped when unreachable). Prints the server time of the first page, a deep page, the
 * filtered pages, the client list and the unread count: the service call alone (database +
 * mapping) and the whole HTTP request through the app (session lookup included), median of 30.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { notificationTypes } from '../../common/schemas/notifications.js';
import { buildApp } from '../../server/app.js';
import { benchEnv, timeMedian as median, withScratchPostgres } from './bench-kit.js';
import { openDatabase, type Database } from '../../server/db/database.js';
import { clients, companies, companyUsers, sessions, users } from '../../server/db/schema/index.js';
import { listNotifications } from '../../server/features/notifications/list-notifications.js';
import { getUnreadCount, listNotificationClients } from '../../server/features/notifications/read-inbox.js';
import { createSessionToken, hashSessionToken } from '../../server/lib/session.js';
import type { Actor } from '../../server/lib/actor.js';

const total = 100_000;
const runs = 30;
const timeMedian = (task: () => Promise<unknown>) => median(task, runs);

async function run(label: string, database: Database) {
  await database.migrate();
  const db = database.db;
  const [company] = await db.insert(companies).values({ name: 'Inbox bench' }).returning();
  const [user] = await db
    .insert(users)
    .values({ email: `inbox-${randomUUID()}@bench.nl`, name: 'Inbox', companyId: company!.id, onboardingCompleted: true })
    .returning();
  await db.insert(companyUsers).values({ userId: user!.id, companyId: company!.id, role: 'marketeer' });
  await db.execute(sql`insert into clients (company_id, name) select ${company!.id}, 'Klant ' || i from generate_series(0, 39) i`);
  const token = createSessionToken();
  await db.insert(sessions).values({ tokenHash: hashSessionToken(token), userId: user!.id, expiresAt: new Date(Date.now() + 86_400_000) });

  const seedStarted = performance.now();
  const types = sql.raw(`array[${notificationTypes.map((t) => `'${t}'`).join(',')}]`);
  await db.execute(sql`
    insert into notifications (type, title, description, client_name, client_id, platform, recipient_id, company_id, is_read, created_at, account_id)
    select (${types})[1 + (i % ${notificationTypes.length})], 'Melding ' || i, 'Omschrijving van melding ' || i,
           c.name, c.id::text, case when i % 3 = 0 then 'google' else 'facebook' end,
           ${user!.id}, ${company!.id}, (i % 10) >= 3, now() - (i * interval '5 minutes'), 'act_' || (i % 25)
    from generate_series(1, ${total}) as i
    join clients c on c.company_id = ${company!.id} and c.name = 'Klant ' || (i % 40)`);
  await db.execute(sql`
    insert into notification_counters (recipient_id, unread, version)
    select ${user!.id}, count(*), 1 from notifications where recipient_id = ${user!.id} and is_read = false`);
  await db.execute(sql`analyze notifications`);
  console.log(`  ${label}: ${total.toLocaleString('nl-NL')} notifications written in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`);

  const recipientId = user!.id;
  const [klant7] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.companyId, company!.id), eq(clients.name, 'Klant 7')));
  const actor: Actor = { userId: recipientId, sessionId: '', activeCompanyId: company!.id, memberRole: 'marketeer', memberships: [] };
  const first = await listNotifications({ db, recipientId, input: { status: 'all', limit: 30 } });
  let deep = first.nextCursor;
  for (let i = 0; i < 100 && deep; i++) deep = (await listNotifications({ db, recipientId, input: { status: 'all', limit: 30, cursor: deep } })).nextCursor;

  const env = benchEnv();
  const app = await buildApp({ env, database });
  await app.ready();
  const http = (url: string) => async () => {
    const response = await app.inject({ method: 'GET', url, cookies: { sid: token } });
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode}`);
  };

  const rows: [string, number, number, number][] = [];
  const measure = async (name: string, service: () => Promise<unknown>, url: string, budget: number) =>
    rows.push([name, await timeMedian(service), await timeMedian(http(url)), budget]);

  await measure('first page (30)', () => listNotifications({ db, recipientId, input: { status: 'all', limit: 30 } }), '/api/notifications', 20);
  await measure(
    'page 101 (cursor)',
    () => listNotifications({ db, recipientId, input: { status: 'all', limit: 30, cursor: deep! } }),
    `/api/notifications?cursor=${deep}`,
    20,
  );
  await measure(
    'first page, unread',
    () => listNotifications({ db, recipientId, input: { status: 'unread', limit: 30 } }),
    '/api/notifications?status=unread',
    20,
  );
  await measure(
    'first page, type notitie',
    () => listNotifications({ db, recipientId, input: { status: 'all', type: 'notitie', limit: 30 } }),
    '/api/notifications?type=notitie',
    20,
  );
  await measure(
    'first page, client + platform',
    () => listNotifications({ db, recipientId, input: { status: 'all', client: klant7!.id, platform: 'google', limit: 30 } }),
    `/api/notifications?client=${klant7!.id}&platform=google`,
    20,
  );
  await measure('clients of the filter (40)', () => listNotificationClients({ db, actor }), '/api/notifications/clients', 20);
  await measure('unread count', () => getUnreadCount({ db, recipientId }), '/api/notifications/unread-count', 5);

  console.log(`  ${label}:`);
  console.log(`    ${'request'.padEnd(32)} ${'service'.padStart(10)} ${'HTTP'.padStart(10)}   budget (server time)`);
  for (const [name, service, viaHttp, budget] of rows) {
    console.log(`    ${name.padEnd(32)} ${`${service.toFixed(2)} ms`.padStart(10)} ${`${viaHttp.toFixed(2)} ms`.padStart(10)}   ≤ ${budget} ms`);
  }
  await app.close();
  await database.close();
}

async function main() {
  console.log(`Inbox with ${total.toLocaleString('nl-NL')} notifications, median of ${runs} runs:`);
  await run('PGlite', await openDatabase({ mode: 'memory' }));
  await withScratchPostgres('bench_inbox', (database) => run('PostgreSQL', database));
}

void main();
