/**
 * npm run bench checklists [-- --pglite|--postgres]: a company with an admin, 5 marketeers, 200 ad
 * accounts and 500 checklists of 30 items (half ticked; a mix of refresh intervals; shares on a
 * third, comments on a fifth, 10 finished periods of history per recurring checklist) plus 12
 * templates, and a second company just like it (so the company scoping has rows to skip), on
 * PGlite and on PostgreSQL (BENCH_DATABASE_URL or the local server; skipped when unreachable).
 * Prints the server time of the list as an admin (all 500) and as a marketeer (own + shared), a
 * checklist's detail, the templates, ticking an item, and the refresh job on 100 due checklists:
 * the service call alone and the whole HTTP request (session lookup and response schema
 * included), median of 30 after 3 warm-ups. Budget (issue 7): the list of 500 checklists × 30
 * items answers in ≤ 50 ms server time (the HTTP column); a miss sets the exit code.
 */
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { gzipSync } from 'node:zlib';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { buildApp } from '../../server/app.js';
import { openDatabase, type Database, type Db } from '../../server/db/database.js';
import { checklistItems, checklists, companies, companyUsers, sessions, users } from '../../server/db/schema/index.js';
import { updateItem } from '../../server/features/checklists/change-items.js';
import { runChecklistJobs, type JobsCtx } from '../../server/features/checklists/jobs.js';
import type { ChecklistActor } from '../../server/features/checklists/policy.js';
import { getChecklistDetail, listChecklists, listTemplates } from '../../server/features/checklists/read-checklists.js';
import { createMailDelivery } from '../../server/lib/mail/delivery.js';
import { createSessionToken, hashSessionToken } from '../../server/lib/session.js';
import { benchEnv, timeMedian, withScratchPostgres } from './bench-kit.js';

const args = process.argv.slice(2);
const only = args.includes('--pglite') ? 'pglite' : args.includes('--postgres') ? 'postgres' : null;

const checklistCount = 500;
const itemsPerChecklist = 30;
const accountCount = 200;
const templateCount = 12;
const historyPerRecurring = 10;
const commentsPerChecklist = 5;
/** The admin and 5 marketeers; the admin creates 2 in 7 checklists, each marketeer 1 in 7. */
const teamSize = 6;
const dueCount = 100;
const listBudgetMs = 50;

interface Seeded {
  companyId: string;
  admin: ChecklistActor;
  marketeer: ChecklistActor;
  adminToken: string;
  marketeerToken: string;
}

function actorOf(userId: string, companyId: string, companyName: string, role: 'admin' | 'marketeer'): ChecklistActor {
  return {
    actor: { userId, sessionId: 'bench', activeCompanyId: companyId, memberRole: role, memberships: [{ companyId, companyName, role }] },
    companyId,
    role,
  };
}

/** One company with its team, accounts, checklists, items, shares, comments, history and templates (bulk SQL). */
async function seedCompany(db: Db, name: string, tag: string): Promise<Seeded> {
  const [company] = await db.insert(companies).values({ name }).returning();
  const companyId = company!.id;
  const team = await db
    .insert(users)
    .values(
      Array.from({ length: teamSize }, (_, i) => ({
        email: `collega${i}@${tag}-${randomUUID().slice(0, 8)}.nl`,
        name: i === 0 ? `Beheerder ${tag}` : `Marketeer ${tag} ${i}`,
        companyId,
        onboardingCompleted: true,
      })),
    )
    .returning({ id: users.id });
  await db.insert(companyUsers).values(team.map((u, i) => ({ userId: u.id, companyId, role: i === 0 ? ('admin' as const) : ('marketeer' as const) })));
  const teamIds = sql.raw(`array[${team.map((u) => `'${u.id}'::uuid`).join(',')}]`);
  const adminId = team[0]!.id;

  const prefix = `${tag}${String(Date.now()).slice(-8)}`;
  await db.execute(sql`
    insert into ad_accounts (account_id, name, platform, company_id, currency, status, source, client_name)
    select ${prefix} || lpad(i::text, 4, '0'), 'Account ' || i, case when i % 3 = 0 then 'google' else 'facebook' end, ${companyId}, 'EUR',
           'active', 'sync', 'Klant ' || (i % 60)
    from generate_series(1, ${accountCount}) as i`);

  // i = 1..500; creator index greatest(0, i % 7 - 1): the admin 2 in 7, each marketeer 1 in 7.
  // One in ten has no account; the interval cycles never/daily/weekly/monthly; the next reset lies
  // ahead (hours, days or weeks; the job bench makes 100 of them due); one in seven has a deadline.
  await db.execute(sql`
    with acc as (select id, platform, (row_number() over (order by id) - 1)::int as n from ad_accounts where company_id = ${companyId})
    insert into checklists (title, ad_account, platform, company_id, refresh_interval, refresh_settings, checklist_type, is_template,
                            created_by_admin_id, creator_id, deadline, period_started_at, next_refresh_at, created_at, updated_at)
    select (array['Dagelijkse bestedingscheck', 'Wekelijkse audit', 'Maandrapportage', 'Lancering campagne', 'Creatives controleren'])[1 + i % 5] || ' ' || i,
           case when i % 10 = 0 then null else acc.id end,
           case when i % 10 = 0 then null else acc.platform end,
           ${companyId},
           iv.interval,
           jsonb_build_object('time', lpad((7 + i % 4)::text, 2, '0') || ':00', 'weekday', 1 + i % 7, 'dayOfMonth', 1 + i % 28, 'timeZone', 'Europe/Amsterdam'),
           (array['normal', 'audit', 'launch', 'report'])[1 + (i / 4) % 4],
           false,
           case when i % 7 < 2 then ${adminId}::uuid else null end,
           (${teamIds})[1 + greatest(0, i % 7 - 1)],
           case when i % 7 = 3 then now() + (2 + i % 30) * interval '1 day' else null end,
           now() - (1 + i % 20) * interval '1 hour',
           case iv.interval
             when 'daily' then now() + (1 + i % 23) * interval '1 hour'
             when 'weekly' then now() + (1 + i % 6) * interval '1 day'
             when 'monthly' then now() + (1 + i % 27) * interval '1 day'
           end,
           now() - i * interval '3 hours', now() - i * interval '1 hour'
    from generate_series(1, ${checklistCount}) as i
    cross join lateral (select (array['never', 'daily', 'weekly', 'monthly'])[1 + i % 4] as interval) iv
    left join acc on acc.n = i % ${accountCount}`);
  await db.execute(sql`
    insert into checklists (title, company_id, refresh_interval, checklist_type, is_template, created_by_admin_id, creator_id, created_at, updated_at)
    select 'Sjabloon ' || i, ${companyId}, (array['never', 'daily', 'weekly', 'monthly'])[1 + i % 4], 'normal', true, ${adminId}, ${adminId},
           now() - i * interval '1 day', now() - i * interval '1 day'
    from generate_series(1, ${templateCount}) as i`);

  // Items: about half of the checklists' items ticked (templates none).
  await db.execute(sql`
    insert into checklist_items (checklist_id, content, "order", is_completed, completed_at, completed_by, created_at)
    select c.id, 'Stap ' || k || ': controleer de instellingen, de besteding en de advertenties van deze campagne', k - 1,
           done, case when done then now() - k * interval '7 minutes' else null end,
           case when done then (${teamIds})[1 + (k % ${teamSize})] else null end, c.created_at
    from checklists c
    cross join generate_series(1, ${itemsPerChecklist}) as k
    cross join lateral (select (not c.is_template and (k + extract(epoch from c.created_at)::bigint / 3600) % 2 = 0) as done) d
    where c.company_id = ${companyId}`);

  // Numbered as seeded (i = 1..500 by created_at desc, as inserted above).
  const numbered = sql`select id, creator_id, refresh_interval, (row_number() over (order by created_at desc))::int as i
                       from checklists where company_id = ${companyId} and not is_template`;
  // Shares on one in three: 1–3 colleagues other than the creator; some read-only, a few managers.
  await db.execute(sql`
    with c as (${numbered})
    insert into checklist_shares (checklist_id, shared_with_user_id, created_by, can_edit, is_admin, created_at)
    select c.id, (${teamIds})[1 + (ci.idx + 1 + ((c.i / 3) % 5 + k - 1) % 5) % ${teamSize}], c.creator_id,
           (c.i + k) % 4 <> 0, (c.i + k) % 9 = 0, now() - (c.i + k) * interval '1 minute'
    from c
    cross join lateral (select array_position(${teamIds}, c.creator_id) - 1 as idx) ci
    cross join lateral generate_series(1, 1 + (c.i / 3) % 3) as k
    where c.i % 3 = 0`);
  await db.execute(sql`
    with c as (${numbered})
    insert into checklist_comments (checklist_id, content, user_id, created_at)
    select c.id, 'Opmerking ' || k || ': besteding ligt op schema, de nieuwe creatives staan klaar voor de volgende ronde.',
           (${teamIds})[1 + (c.i + k) % ${teamSize}], now() - (c.i * 60 + k) * interval '1 minute'
    from c cross join generate_series(1, ${commentsPerChecklist}) as k
    where c.i % 5 = 0`);
  // 10 finished periods per recurring checklist, each with its 30 entries.
  await db.execute(sql`
    with c as (${numbered}),
    periods as (
      select c.id, k, s.step, now() - k * s.step as period_end
      from c
      cross join generate_series(1, ${historyPerRecurring}) as k
      cross join lateral (select case c.refresh_interval when 'daily' then interval '1 day' when 'weekly' then interval '7 days' else interval '1 month' end as step) s
      where c.refresh_interval <> 'never'
    )
    insert into checklist_runs (checklist_id, period_start, period_end, item_count, done_count, completed_at, entries)
    select p.id, p.period_end - p.step, p.period_end, e.items, e.done,
           case when e.done = e.items then p.period_end - interval '1 hour' else null end, e.entries
    from periods p
    cross join lateral (
      select count(*)::int as items, (count(*) filter (where x.done))::int as done,
             jsonb_agg(jsonb_build_object(
               'itemId', i.id, 'content', i.content,
               'completedAt', case when x.done then to_char((p.period_end - interval '2 hours') at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') end,
               'completedBy', case when x.done then (${teamIds})[1 + (i."order" % ${teamSize})]::text end
             ) order by i."order") as entries
      from checklist_items i
      cross join lateral (select (p.k % 3 = 0 or (i."order" + p.k) % 4 <> 0) as done) x
      where i.checklist_id = p.id
    ) e`);

  const tokens: string[] = [];
  for (const userId of [adminId, team[1]!.id]) {
    const token = createSessionToken();
    await db.insert(sessions).values({ tokenHash: hashSessionToken(token), userId, expiresAt: new Date(Date.now() + 86_400_000), activeCompanyId: companyId });
    tokens.push(token);
  }
  return {
    companyId,
    admin: actorOf(adminId, companyId, name, 'admin'),
    marketeer: actorOf(team[1]!.id, companyId, name, 'marketeer'),
    adminToken: tokens[0]!,
    marketeerToken: tokens[1]!,
  };
}

async function count(db: Db, query: ReturnType<typeof sql>): Promise<number> {
  const result = (await db.execute(query)) as unknown as { rows: { n: number | string }[] };
  return Number(result.rows[0]!.n);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${value.toFixed(2)} ms`;

async function run(label: string, database: Database): Promise<boolean> {
  await database.migrate();
  const db = database.db;
  const seedStarted = performance.now();
  const company = await seedCompany(db, 'Checklists bench', 'a');
  await seedCompany(db, 'Andere bench', 'b');
  for (const table of ['ad_accounts', 'checklists', 'checklist_items', 'checklist_shares', 'checklist_comments', 'checklist_runs', 'users', 'company_users']) {
    await db.execute(sql.raw(`analyze ${table}`));
  }
  const items = await count(db, sql`select count(*) as n from checklist_items`);
  const runs = await count(db, sql`select count(*) as n from checklist_runs`);
  console.log(
    `  ${label}: 2 companies × (${checklistCount} checklists + ${templateCount} templates), ${items.toLocaleString('nl-NL')} items, ${runs.toLocaleString('nl-NL')} history periods written in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
  );

  // The app's own checklist job stays off: the bench runs it itself, with due rows it chose.
  const env = { ...benchEnv(), checklistJobIntervalMs: 0 };
  const app = await buildApp({ env, database });
  await app.ready();
  const inject = async (method: 'GET' | 'PATCH', url: string, token: string, payload?: object) => {
    const response = await app.inject({ method, url, cookies: { sid: token }, ...(payload ? { payload } : {}) });
    if (response.statusCode !== 200) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body.slice(0, 200)}`);
    return response;
  };
  const get = (url: string, token: string) => () => inject('GET', url, token);
  const { admin, marketeer, adminToken, marketeerToken } = company;

  const adminList = await inject('GET', '/api/checklists', adminToken);
  const mineList = await inject('GET', '/api/checklists', marketeerToken);
  const adminCount = (adminList.json() as { checklists: unknown[] }).checklists.length;
  const mineCount = (mineList.json() as { checklists: unknown[] }).checklists.length;
  if (adminCount !== checklistCount) throw new Error(`the admin sees ${adminCount} checklists, not ${checklistCount}`);

  // The marketeer's own recurring checklist with shares and comments: 30 items, 5 comments, 10 periods.
  const [shown] = (
    (await db.execute(sql`
      select c.id from checklists c
      where c.company_id = ${company.companyId} and c.creator_id = ${marketeer.actor.userId} and c.refresh_interval <> 'never' and not c.is_template
        and exists (select 1 from checklist_shares s where s.checklist_id = c.id)
        and exists (select 1 from checklist_comments m where m.checklist_id = c.id)
      order by c.created_at desc limit 1`)) as unknown as { rows: { id: string }[] }
  ).rows;
  const detailId = shown!.id;
  const detail = await getChecklistDetail(db, marketeer, detailId);
  const [item] = detail.items;
  let ticked = item!.isCompleted;

  const rows: { name: string; service: number; http: number | null; budget: number | null }[] = [];
  const measure = async (name: string, service: () => Promise<unknown>, http: (() => Promise<unknown>) | null, budget: number | null = null) =>
    rows.push({ name, service: await timeMedian(service), http: http ? await timeMedian(http) : null, budget });

  await measure(`list, admin (${adminCount})`, () => listChecklists(db, admin), get('/api/checklists', adminToken), listBudgetMs);
  await measure(`list, marketeer (${mineCount})`, () => listChecklists(db, marketeer), get('/api/checklists', marketeerToken), listBudgetMs);
  await measure(
    `detail (${detail.items.length} items, ${detail.comments.length} comments, ${detail.shares.length} shares, ${detail.history.length} periods)`,
    () => getChecklistDetail(db, marketeer, detailId),
    get(`/api/checklists/${detailId}`, marketeerToken),
  );
  await measure(`templates (${templateCount})`, () => listTemplates(db, marketeer), get('/api/checklists/templates', marketeerToken));
  const tickUrl = `/api/checklists/${detailId}/items/${item!.id}`;
  await measure(
    'tick an item (PATCH, a write)',
    () => updateItem({ db, events: app.events }, marketeer, detailId, item!.id, { isCompleted: (ticked = !ticked) }),
    () => inject('PATCH', tickUrl, marketeerToken, { isCompleted: (ticked = !ticked) }),
  );

  // The refresh job: 100 of the company's recurring checklists made due (and half their items
  // ticked again) before each pass, outside the timing; nothing else is due.
  const mail = createMailDelivery({ db, smtpUrl: null, from: env.mailFrom, log: app.log });
  const jobs: JobsCtx = { db, events: app.events, env, mail };
  const dueIds = (
    await db
      .select({ id: checklists.id })
      .from(checklists)
      .where(and(eq(checklists.companyId, company.companyId), eq(checklists.isTemplate, false), sql`${checklists.refreshInterval} <> 'never'`))
      .orderBy(checklists.createdAt)
      .limit(dueCount)
  ).map((r) => r.id);
  const makeDue = async () => {
    await db
      .update(checklists)
      .set({ nextRefreshAt: new Date(Date.now() - 60_000) })
      .where(inArray(checklists.id, dueIds));
    await db
      .update(checklistItems)
      .set({ isCompleted: true, completedAt: new Date(Date.now() - 3_600_000), completedBy: marketeer.actor.userId })
      .where(and(inArray(checklistItems.checklistId, dueIds), sql`${checklistItems.order} % 2 = 0`));
  };
  const passes: number[] = [];
  for (let pass = 0; pass < 3 + 30; pass++) {
    await makeDue();
    const started = performance.now();
    const { refreshed } = await runChecklistJobs(jobs, new Date());
    const took = performance.now() - started;
    if (refreshed !== dueCount) throw new Error(`the job reset ${refreshed} checklists, not ${dueCount}`);
    if (pass >= 3) passes.push(took);
  }
  passes.sort((a, b) => a - b);
  const pass = passes[Math.floor(passes.length / 2)]!;
  await mail.close();

  console.log(`  ${label}:`);
  console.log(`    ${'request'.padEnd(60)} ${'service'.padStart(10)} ${'HTTP'.padStart(10)}   budget (server time = HTTP)`);
  let ok = true;
  for (const row of rows) {
    let verdict = '';
    if (row.budget !== null) {
      const within = row.http! <= row.budget;
      ok &&= within;
      verdict = `≤ ${row.budget} ms ${within ? 'PASS' : 'FAIL'}`;
    }
    console.log(`    ${row.name.padEnd(60)} ${ms(row.service).padStart(10)} ${(row.http === null ? '—' : ms(row.http)).padStart(10)}   ${verdict}`.trimEnd());
  }
  console.log(`    ${`refresh job, ${dueCount} due checklists: one pass`.padEnd(60)} ${ms(pass).padStart(10)} ${'—'.padStart(10)}`);
  console.log(`    ${'  … per checklist'.padEnd(60)} ${ms(pass / dueCount).padStart(10)} ${'—'.padStart(10)}`);
  for (const [who, response, n] of [
    ['admin', adminList, adminCount],
    ['marketeer', mineList, mineCount],
  ] as const) {
    const body = response.rawPayload;
    console.log(`    list response, ${who} (${n} checklists): ${kb(body.length)} (${kb(gzipSync(body).length)} gzipped)`);
  }
  await app.close();
  await database.close();
  return ok;
}

async function main() {
  // Two cores shared with whatever else runs: the load says how far to trust one run.
  console.log(
    `Checklists (${checklistCount} checklists × ${itemsPerChecklist} items in each of 2 companies), median of 30 runs; budget: the list ≤ ${listBudgetMs} ms server time; load ${os.loadavg()[0]!.toFixed(2)}:`,
  );
  const results: boolean[] = [];
  if (only !== 'postgres') results.push(await run('PGlite', await openDatabase({ mode: 'memory' })));
  if (only !== 'pglite') {
    const ok = await withScratchPostgres('bench_checklists', (database) => run('PostgreSQL', database));
    if (ok !== null) results.push(ok);
  }
  if (!results.every(Boolean)) process.exitCode = 1;
}

void main();
