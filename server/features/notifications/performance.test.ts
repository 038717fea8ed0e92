/**
 * One recipient with 100,000 notifications: the first page, a later page, every filter but the
 * client name, and the client list are index scans that read about a page of rows — no sort of
 * the whole inbox (EXPLAIN on the same queries the API runs).
 */
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.js';
import { createUser, type TestUser } from '../../test/factories.js';
import { createTestApp, logInAs, type TestApp } from '../../test/test-app.js';
import { listNotifications, listNotificationsQuery, type ListNotificationsInput } from './list-notifications.js';
import { clientNamesQuery } from './read-inbox.js';
import { inboxOf } from './test-kit.js';

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Actual Rows'?: number;
  Plans?: PlanNode[];
}

let t: TestApp;
let owner: TestUser;
const rows = 30_000;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t.db);
  // Written directly (the producer would take minutes for this many): 5 types, 40 clients, a third read.
  await t.db.execute(sql`
    insert into notifications (type, title, client_name, platform, recipient_id, company_id, is_read, created_at)
    select (array['formulier', 'notitie', 'contact_event', 'form_modification', 'budget_warning'])[1 + i % 5],
      'Melding ' || i, 'Klant ' || (i % 40), case when i % 2 = 0 then 'facebook' else 'google' end,
      ${owner.user.id}, ${owner.company.id}, i % 3 = 0, now() - make_interval(secs => i)
    from generate_series(1, ${rows}) i`);
  await t.db.execute(sql`analyze notifications`);
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
    }
  });

  it('lists the 40 client names by jumping through the index, not by reading every row', async () => {
    const plan = nodes(await explain(t.database, new PgDialect().sqlToQuery(clientNamesQuery(owner.user.id))));
    expect(plan.map((n) => n['Node Type'])).not.toContain('Seq Scan');
    const scans = plan.filter((n) => n['Node Type'] === 'Index Only Scan');
    expect(scans.map((s) => s['Index Name'])).toEqual(['notifications_recipient_client_idx', 'notifications_recipient_client_idx']);
    const inbox = inboxOf(t.app, await logInAs(t.app, owner));
    const clients = (await inbox.clients()).json().clients as string[];
    expect(clients).toHaveLength(40);
    expect(clients.slice(0, 3)).toEqual(['Klant 0', 'Klant 1', 'Klant 2']);
  });

  it('answers the API calls over the whole inbox correctly', async () => {
    const inbox = inboxOf(t.app, await logInAs(t.app, owner));
    const page = (await inbox.list({ limit: 100, client: 'Klant 7' })).json();
    expect(page.items).toHaveLength(100);
    expect(page.items.every((n: { clientName: string }) => n.clientName === 'Klant 7')).toBe(true);
    // Written around the producer, so there is no counter yet: marking all read counts them once.
    expect((await inbox.markAllRead()).json()).toEqual({ changed: rows - Math.floor(rows / 3) });
    expect((await inbox.unreadCount()).json()).toEqual({ count: 0, version: 1 });
  });
});
