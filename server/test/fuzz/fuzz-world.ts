/**
 * The company the schema fuzzing works in: an admin and a marketeer, both signed in, with real
 * objects (ad accounts, a note with a comment, a checklist with items, a comment and a share, an
 * invitation, notifications), so path ids and body ids are real ones half the time. Fuzzing
 * deletes and changes them; `refresh` makes new ones, signs back in and restores the active
 * company before each route.
 */
import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { TestApp } from '../test-app.js';
import { logInAs } from '../test-app.js';
import { createAdAccount, createUser, type TestUser } from '../factories.js';
import { notify } from '../../features/notifications/test-kit.js';

export type ActorName = 'admin' | 'marketeer' | 'anonymous';

/** Real ids by what they are, as route params name them: `notes:id`, `checklists:itemId`, … */
export type IdPools = Record<string, string[]>;

export interface FuzzWorld {
  admin: TestUser;
  marketeer: TestUser;
  cookiesOf(actor: ActorName): Record<string, string>;
  /** Real ids for the params of a route (`/api/notes/:id/comments/:commentId` → notes:id, notes:commentId). */
  pools: IdPools;
  /** Every real id, for uuids in bodies (assignees, shares, notification ids). */
  allIds: string[];
  refresh(): Promise<void>;
}

async function rows<T>(t: TestApp, query: SQL): Promise<T[]> {
  return ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;
}

const ids = async (t: TestApp, query: SQL) => (await rows<{ id: string }>(t, query)).map((row) => row.id);

export async function createFuzzWorld(t: TestApp): Promise<FuzzWorld> {
  const admin = await createUser(t.db, { role: 'admin' });
  const marketeer = await createUser(t.db, { company: admin.company });
  const company = admin.company.id;
  const tokens: Record<'admin' | 'marketeer', string> = {
    admin: await logInAs(t.app, admin),
    marketeer: await logInAs(t.app, marketeer),
  };
  const as = (actor: 'admin' | 'marketeer') => ({ sid: tokens[actor] });
  const post = async (actor: 'admin' | 'marketeer', url: string, payload: object) => {
    const response = await t.app.inject({ method: 'POST', url, cookies: as(actor), payload });
    return response.statusCode < 300 ? (response.json() as Record<string, { id: string } | string>) : null;
  };

  async function ensureSignedIn(actor: 'admin' | 'marketeer', user: TestUser) {
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', cookies: as(actor) });
    if (me.statusCode === 401) tokens[actor] = await logInAs(t.app, user);
    const active = me.statusCode === 200 ? me.json<{ activeCompanyId: string | null }>().activeCompanyId : null;
    // Onboarding may have made a new company and switched to it.
    if (active !== company) await post(actor, '/api/auth/active-company', { companyId: company });
  }

  /** Makes what fuzzing deleted again; true when it made something. */
  async function ensureObjects(pools: IdPools): Promise<boolean> {
    const missing = (name: string, least = 1) => pools[name]!.length < least;
    const complete = !missing('accounts:id', 2) && !missing('notifications', 4);
    if (complete && ['notes:id', 'notes:commentId', 'checklists:id', 'checklists:itemId', 'company:id'].every((name) => !missing(name))) return false;
    if (missing('accounts:id', 2)) {
      await createAdAccount(t.db, company, { name: 'Bakkerij de Vries', clientName: 'De Vries' });
      await createAdAccount(t.db, company, { platform: 'google', name: 'Webshop' });
    }
    const accountId = (await ids(t, sql`select id from ad_accounts where company_id = ${company} limit 1`))[0]!;
    if (missing('notes:id') || missing('notes:commentId')) {
      const created = await post('marketeer', '/api/notes', { adAccountId: accountId, title: 'Budget verhogen', message: 'Eerste bericht' });
      const note = created?.note as { id: string } | undefined;
      if (note) await post('admin', `/api/notes/${note.id}/comments`, { content: 'Akkoord\nmet tab\there' });
    }
    if (missing('checklists:id') || missing('checklists:itemId')) {
      const created = await post('marketeer', '/api/checklists', { title: 'Weekstart', items: ['Budget', 'Advertenties'], adAccountId: accountId });
      const id = created?.id as string | undefined;
      if (id) {
        await post('marketeer', `/api/checklists/${id}/shares`, { userId: admin.user.id });
        await post('marketeer', `/api/checklists/${id}/comments`, { content: 'Klaar?' });
      }
    }
    if (missing('company:id')) {
      await post('admin', '/api/company/invitations', { email: `uitnodiging-${randomUUID()}@test.nl`, role: 'marketeer' });
    }
    if (missing('notifications', 4)) {
      const content = { type: 'team_update' as const, title: 'Nieuwe collega', description: 'Welkom' };
      await notify(t.app, t.db, { recipients: [admin.user.id, marketeer.user.id], companyId: company, content: [content, content] });
    }
    return true;
  }

  async function loadPools(): Promise<IdPools> {
    const users = [admin.user.id, marketeer.user.id];
    const platformIds = await rows<{ account_id: string }>(t, sql`select account_id from ad_accounts where company_id = ${company}`);
    return {
      'notes:id': await ids(t, sql`select id from notes where company_id = ${company}`),
      'notes:commentId': await ids(t, sql`select c.id from note_comments c join notes n on n.id = c.note_id where n.company_id = ${company}`),
      'checklists:id': await ids(t, sql`select id from checklists where company_id = ${company}`),
      'checklists:itemId': await ids(t, sql`select i.id from checklist_items i join checklists c on c.id = i.checklist_id where c.company_id = ${company}`),
      'checklists:commentId': await ids(
        t,
        sql`select m.id from checklist_comments m join checklists c on c.id = m.checklist_id where c.company_id = ${company}`,
      ),
      'checklists:userId': users,
      'accounts:id': await ids(t, sql`select id from ad_accounts where company_id = ${company}`),
      'accounts:accountId': platformIds.map((row) => row.account_id),
      'account:id': await ids(t, sql`select id from sessions where user_id in (${users[0]}, ${users[1]})`),
      'company:id': await ids(t, sql`select id from invitations where company_id = ${company} and accepted_at is null`),
      notifications: await ids(t, sql`select id from notifications where recipient_id in (${users[0]}, ${users[1]})`),
      users,
      companies: [company],
    };
  }

  const world: FuzzWorld = {
    admin,
    marketeer,
    cookiesOf: (actor) => (actor === 'anonymous' ? {} : as(actor)),
    pools: {},
    allIds: [],
    async refresh() {
      await ensureSignedIn('admin', admin);
      await ensureSignedIn('marketeer', marketeer);
      let pools = await loadPools();
      if (await ensureObjects(pools)) pools = await loadPools();
      world.pools = pools;
      world.allIds = [...new Set(Object.values(pools).flat())].filter((id) => /^[0-9a-f-]{36}$/.test(id));
    },
  };
  await world.refresh();
  return world;
}
