/**
 * The benchmarks' bulk data, written with a few set-based SQL statements into an existing company
 * and team: ad accounts (alerts, assignees), notes (assignees, comments, a year of history) and
 * checklists (items half ticked, shares, comments, finished periods, templates). Used by
 * `npm run bench accounts`, `checklists` and `api`.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../server/db/database.js';

export interface BenchTeam {
  companyId: string;
  /** The team's user ids, at least two; the first is the company's admin. */
  userIds: readonly string[];
}

/** The team as an SQL array literal, to pick members by index. */
const idArray = (ids: readonly string[]): SQL => sql.raw(`array[${ids.map((id) => `'${id}'::uuid`).join(',')}]`);

/** One `uuid[]` parameter for any number of ids. */
const uuidList = (ids: readonly string[]): SQL => sql`${`{${ids.join(',')}}`}::uuid[]`;

async function insertedIds(db: Db, statement: SQL): Promise<string[]> {
  const result = (await db.execute(statement)) as unknown as { rows: { id: string }[] };
  return result.rows.map((r) => r.id);
}

/** `count` accounts, a quarter of them with a spend cap and an open budget alert, each with one assignee. */
export async function seedAdAccounts(db: Db, team: BenchTeam, count: number, tag = ''): Promise<void> {
  const { companyId } = team;
  const prefix = `${tag}${String(Date.now()).slice(-8)}`;
  await db.execute(sql`
    with inserted as (
      insert into ad_accounts (account_id, name, platform, company_id, currency, status, source, client_name, amount_spent_minor, spend_cap_minor)
      select ${prefix} || lpad(i::text, 5, '0'), 'Account ' || i, case when i % 3 = 0 then 'google' else 'facebook' end, ${companyId}, 'EUR',
             case when i % 17 = 0 then 'disabled' else 'active' end, 'sync', 'Klant ' || (i % 80), i * 1000, case when i % 4 = 0 then i * 1100 else null end
      from generate_series(1, ${count}) as i
      returning id, spend_cap_minor
    ),
    alerts as (
      insert into ad_account_alerts (ad_account_id, company_id, type)
      select id, ${companyId}, 'budget_warning' from inserted where spend_cap_minor is not null
    )
    insert into ad_account_assignees (ad_account_id, user_id)
    select id, (${idArray(team.userIds)})[1 + (row_number() over () % ${team.userIds.length})::int] from inserted`);
}

export interface NoteData {
  notes: number;
  /** The company's accounts the notes are spread over (the first this many by id). */
  accounts: number;
  commentsPerNote: number;
}

/** Notes 25 minutes apart going back in time, each on an account, with 3 assignees and its comments. */
export async function seedNotes(db: Db, team: BenchTeam, data: NoteData): Promise<void> {
  const { companyId } = team;
  const ids = idArray(team.userIds);
  const size = team.userIds.length;
  await db.execute(sql`
    with inserted as (
      insert into notes (title, creator_id, user_id, ad_account, client_name, campaign_name, company_id, created_at, updated_at, activity_at)
      select 'Notitie ' || i, (${ids})[1 + (i % ${size})], (${ids})[1 + (i % ${size})], a.id, a.client_name, 'Campagne ' || (i % 50), ${companyId},
             now() - (i * interval '25 minutes'), now() - (i * interval '25 minutes'), now() - (i * interval '25 minutes')
      from generate_series(1, ${data.notes}) as i
      join lateral (select id, client_name from ad_accounts where company_id = ${companyId} order by id offset (i % ${data.accounts}) limit 1) a on true
      returning id, created_at
    ),
    assigned as (
      insert into note_assignments (note_id, user_id)
      select distinct n.id, (${ids})[1 + ((abs(hashtext(n.id::text)) + k) % ${size})] from inserted n, generate_series(0, 2) as k
    )
    insert into note_comments (note_id, user_id, content, created_at)
    select n.id, (${ids})[1 + (k % ${size})], 'Reactie ' || k || ' op de notitie, met wat uitleg over de campagne.', n.created_at + (k * interval '1 minute')
    from inserted n, generate_series(1, ${data.commentsPerNote}) as k`);
}

export interface ChecklistData {
  checklists: number;
  itemsPerChecklist: number;
  /** The company's accounts the checklists are spread over (the first this many by id). */
  accounts: number;
  templates: number;
  historyPerRecurring: number;
  commentsPerChecklist: number;
}

/**
 * Checklists numbered i = 1..n (newest first). With a team of n people the admin creates 2 in n + 1,
 * every other member 1 in n + 1. One in ten has no account; the interval cycles
 * never/daily/weekly/monthly; the next reset lies ahead (hours, days or weeks); one in seven has a
 * deadline. Items about half ticked (templates none); one in three shared with 1–3 colleagues
 * other than the creator (some read-only, a few managers); one in five with comments; every
 * recurring one with its finished periods. Answers the checklists' ids (not the templates').
 */
export async function seedChecklists(db: Db, team: BenchTeam, data: ChecklistData): Promise<string[]> {
  const { companyId } = team;
  const ids = idArray(team.userIds);
  const size = team.userIds.length;
  const adminId = team.userIds[0]!;
  const checklistIds = await insertedIds(
    db,
    sql`
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
           case when i % ${size + 1} < 2 then ${adminId}::uuid else null end,
           (${ids})[1 + greatest(0, i % ${size + 1} - 1)],
           case when i % 7 = 3 then now() + (2 + i % 30) * interval '1 day' else null end,
           now() - (1 + i % 20) * interval '1 hour',
           case iv.interval
             when 'daily' then now() + (1 + i % 23) * interval '1 hour'
             when 'weekly' then now() + (1 + i % 6) * interval '1 day'
             when 'monthly' then now() + (1 + i % 27) * interval '1 day'
           end,
           now() - i * interval '3 hours', now() - i * interval '1 hour'
    from generate_series(1, ${data.checklists}) as i
    cross join lateral (select (array['never', 'daily', 'weekly', 'monthly'])[1 + i % 4] as interval) iv
    left join acc on acc.n = i % ${data.accounts}
    returning id`,
  );
  const templateIds = await insertedIds(
    db,
    sql`
    insert into checklists (title, company_id, refresh_interval, checklist_type, is_template, created_by_admin_id, creator_id, created_at, updated_at)
    select 'Sjabloon ' || i, ${companyId}, (array['never', 'daily', 'weekly', 'monthly'])[1 + i % 4], 'normal', true, ${adminId}, ${adminId},
           now() - i * interval '1 day', now() - i * interval '1 day'
    from generate_series(1, ${data.templates}) as i
    returning id`,
  );

  await db.execute(sql`
    insert into checklist_items (checklist_id, content, "order", is_completed, completed_at, completed_by, created_at)
    select c.id, 'Stap ' || k || ': controleer de instellingen, de besteding en de advertenties van deze campagne', k - 1,
           done, case when done then now() - k * interval '7 minutes' else null end,
           case when done then (${ids})[1 + (k % ${size})] else null end, c.created_at
    from checklists c
    cross join generate_series(1, ${data.itemsPerChecklist}) as k
    cross join lateral (select (not c.is_template and (k + extract(epoch from c.created_at)::bigint / 3600) % 2 = 0) as done) d
    where c.id = any(${uuidList([...checklistIds, ...templateIds])})`);

  // Numbered as seeded (i = 1..n by created_at desc, as inserted above).
  const numbered = sql`select id, creator_id, refresh_interval, (row_number() over (order by created_at desc))::int as i
                       from checklists where id = any(${uuidList(checklistIds)})`;
  await db.execute(sql`
    with c as (${numbered})
    insert into checklist_shares (checklist_id, shared_with_user_id, created_by, can_edit, is_admin, created_at)
    select c.id, (${ids})[1 + (ci.idx + 1 + ((c.i / 3) % ${size - 1} + k - 1) % ${size - 1}) % ${size}], c.creator_id,
           (c.i + k) % 4 <> 0, (c.i + k) % 9 = 0, now() - (c.i + k) * interval '1 minute'
    from c
    cross join lateral (select array_position(${ids}, c.creator_id) - 1 as idx) ci
    cross join lateral generate_series(1, least(1 + (c.i / 3) % 3, ${size - 1})) as k
    where c.i % 3 = 0`);
  await db.execute(sql`
    with c as (${numbered})
    insert into checklist_comments (checklist_id, content, user_id, created_at)
    select c.id, 'Opmerking ' || k || ': besteding ligt op schema, de nieuwe creatives staan klaar voor de volgende ronde.',
           (${ids})[1 + (c.i + k) % ${size}], now() - (c.i * 60 + k) * interval '1 minute'
    from c cross join generate_series(1, ${data.commentsPerChecklist}) as k
    where c.i % 5 = 0`);
  await db.execute(sql`
    with c as (${numbered}),
    periods as (
      select c.id, k, s.step, now() - k * s.step as period_end
      from c
      cross join generate_series(1, ${data.historyPerRecurring}) as k
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
               'completedBy', case when x.done then (${ids})[1 + (i."order" % ${size})]::text end
             ) order by i."order") as entries
      from checklist_items i
      cross join lateral (select (p.k % 3 = 0 or (i."order" + p.k) % 4 <> 0) as done) x
      where i.checklist_id = p.id
    ) e`);
  return checklistIds;
}

/** Fresh planner statistics after a bulk load. */
export async function analyzeTables(db: Db, tables: readonly string[]): Promise<void> {
  for (const table of tables) await db.execute(sql.raw(`analyze ${table}`));
}
