/**
 * One recipient with many notifications: the first page, a later page and every filter are index
 * scans that read about a page of rows — no sort of the whole inbox (EXPLAIN on the same queries
 * the API runs); the Client filter offers the company's clients (issue 19).
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.js';
import { clients } from '../../db/schema/index.js';
import { createUser, type TestUser } from '../../test/factories.js';
import { createTestApp, logInAs, type TestApp } from '../../test/test-app.js';
import { listNotifications, listNotificationsQuery, type ListNotificationsInput } from './list-notifications.js';
import { inboxOf } from './test-kit.js';

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Actual Rows'?: number;
  Plans?: PlanNode[];
}

let t: TestApp;
let owner: TestUser;
/** The client 'Klant 07' of the owner's company. */
let clientId: string;
const rows = 30_000;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t.db);
  // Written directly (the producer would take minutes for this many): 5 types, 40 clients, a third read.
  await t.db.execute(sql`insert into clients (company_id, name) select ${owner.company.id}, 'Klant ' || lpad(i::text, 2, '0') from generate_series(0, 39) i`);
  await t.db.execute(sql`
    insert into notifications (type, title, client_name, client_id, platform, recipient_id, company_id, is_read, created_at)
    select (array['formulier', 'notitie', 'contact_event', 'form_modification', 'budget_warning'])[1 + i % 5],
      'Melding ' || i, c.name, c.id::text, case when i % 2 = 0 then 'facebook' else 'google' end,
      ${owner.user.id}, ${owner.company.id}, i % 3 = 0, now() - make_interval(secs => i)
    from generate_series(1, ${rows}) i
    join clients c on c.company_id = ${owner.company.id} and c.name = 'Klant ' || lpad((i % 40)::text, 2, '0')`);
  await t.db.execute(sql`analyze notifications`);
  const [row] = await t.db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.companyId, owner.company.id), eq(clients.name, 'Klant 07')));
  clientId = row!.id;
}, 120_000);
afterAll(() => t.close());

async function explain(database: Database, query: { sql: string; params: unknown[] }): Promise<PlanNode> {
  const text = `explain (analyze, format json) ${query.sql}`;
  const result = database.pglite ? await database.pglite.query(text, query.params) : await database.pgPool!.query(text, query.params);
  const cell = (result.rows[0] as Record<string, unknown>)['QUERY PLAN'];
  const plan = (typeof cell === 'string' ? JSON.parse(cell) : cell) as { Plan: PlanNode }[];
  return plan[0]!.Plan;
}

function nodes(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodes)];
}

async function expectIndexPage(input: ListNotificationsInput, index: string) {
  const plan = nodes(await explain(t.database, listNotificationsQuery(t.db, owner.user.id, input).toSQL()));
  const types = plan.map((n) => n['Node Type']);
  expect(types, JSON.stringify(input)).not.toContain('Sort');
  expect(types).not.toContain('Seq Scan');
  const scan = plan.find((n) => n['Node Type'] === 'Index Scan');
  expect(scan?.['Index Name'], JSON.stringify(input)).toBe(index);
  expect(scan!['Actual Rows']).toBeLessThanOrEqual(input.limit + 1);
}

describe(`an inbox of ${rows.toLocaleString('nl-NL')} notifications`, () => {
  it('reads the first and a later page from the index, for every filter with its own index', async () => {
    const first = await listNotifications({ db: t.db, recipientId: owner.user.id, input: { limit: 30 } });
    expect(first.items).toHaveLength(30);
    const cursor = first.nextCursor!;
    for (const extra of [{}, { cursor }]) {
      await expectIndexPage({ limit: 30, ...extra }, 'notifications_recipient_created_idx');
      await expectIndexPage({ limit: 30, status: 'unread', ...extra }, 'notifications_recipient_unread_idx');
      await expectIndexPage({ limit: 30, type: 'notitie', ...extra }, 'notifications_recipient_type_idx');
      await expectIndexPage({ limit: 30, platform: 'google', ...extra }, 'notifications_recipient_created_idx');
      await expectIndexPage({ limit: 30, client: clientId, ...extra }, 'notifications_recipient_client_idx');
    }
  });

  it('offers the company’s 40 clients in the Client filter, by name', async () => {
    const inbox = inboxOf(t.app, await logInAs(t.app, owner));
    const clients = (await inbox.clients()).json().clients as { id: string; name: string }[];
    expect(clients).toHaveLength(40);
    expect(clients.slice(0, 3).map((c) => c.name)).toEqual(['Klant 00', 'Klant 01', 'Klant 02']);
  });

  it('answers the API calls over the whole inbox correctly', async () => {
    const inbox = inboxOf(t.app, await logInAs(t.app, owner));
    const page = (await inbox.list({ limit: 100, client: clientId })).json();
    expect(page.items).toHaveLength(100);
    expect(page.items.every((n: { clientName: string; clientId: string }) => n.clientName === 'Klant 07' && n.clientId === clientId)).toBe(true);
    // Written around the producer, so there is no counter yet: marking all read counts them once.
    expect((await inbox.markAllRead()).json()).toEqual({ changed: rows - Math.floor(rows / 3) });
    expect((await inbox.unreadCount()).json()).toEqual({ count: 0, version: 1 });
  });
});
