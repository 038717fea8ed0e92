/**
 * GET /api/dashboard/today (issue 18): the "Vandaag" cards — accounts with open alerts, checklists
 * due today, unread notes — each scoped to the company and the actor's rights, 403 for a client.
 */
import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardCard, DashboardTodayResponse } from '../../../common/schemas/dashboard.js';
import { adAccountAlerts, checklists } from '../../db/schema/index.js';
import { createAgency, type TestAgency as Agency } from '../../test/agency.js';
import { createAdAccount, createUser } from '../../test/factories.js';
import { createTestApp, logInAs, type TestApp } from '../../test/test-app.js';
import { checklistsOf } from '../checklists/test-kit.js';
import { inboxOf, notify } from '../notifications/test-kit.js';

let t: TestApp;

const agency = (label: string) => createAgency(t, label);

const hour = 3_600_000;
const dayMs = 24 * hour;

async function today(token: string): Promise<DashboardTodayResponse> {
  const res = await t.app.inject({ method: 'GET', url: '/api/dashboard/today', cookies: { sid: token } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as DashboardTodayResponse;
}

function card(answer: DashboardTodayResponse, kind: string): DashboardCard {
  const found = answer.cards.find((c) => c.kind === kind);
  expect(found, kind).toBeDefined();
  return found!;
}

async function withDeadline(token: string, title: string, deadline: Date, items: string[] = []): Promise<string> {
  const list = checklistsOf(t.app, token);
  const id = await list.make({ title });
  for (const item of items) expect((await list.addItem(id, item)).statusCode).toBe(201);
  await t.db.update(checklists).set({ deadline }).where(eq(checklists.id, id));
  return id;
}

let a: Agency;
let b: Agency;

beforeAll(async () => {
  t = await createTestApp();
  a = await agency('alfa');
  b = await agency('beta');
});

afterAll(async () => {
  await t.close();
});

describe('GET /api/dashboard/today', () => {
  it('answers the cards in order, empty for a new company', async () => {
    const fresh = await createUser(t.db, { role: 'admin' });
    const answer = await today(await logInAs(t.app, fresh));
    expect(answer.cards).toEqual([
      { kind: 'agenda', items: [], total: 0 },
      { kind: 'alerts', items: [], total: 0 },
      { kind: 'checklists', items: [], total: 0 },
      { kind: 'notes', items: [], total: 0 },
    ]);
  });

  it('lists accounts with open alerts, most first, linking to the newest alert; never another company’s', async () => {
    const quiet = await createAdAccount(t.db, a.admin.company.id, { name: `Stil ${a.label}` });
    const one = await createAdAccount(t.db, a.admin.company.id, { name: `Bakkerij ${a.label}`, accountId: `act_${randomUUID().slice(0, 8)}` });
    const two = await createAdAccount(t.db, a.admin.company.id, { name: `Fietsen ${a.label}`, platform: 'google', accountId: `g_${randomUUID().slice(0, 8)}` });
    const gone = await createAdAccount(t.db, a.admin.company.id, { name: `Weg ${a.label}`, removedUpstreamAt: new Date() });
    const theirs = await createAdAccount(t.db, b.admin.company.id, { name: `Van beta ${b.label}` });
    const past = new Date(Date.now() - hour);
    await t.db.insert(adAccountAlerts).values([
      { adAccountId: one.id, companyId: a.admin.company.id, type: 'budget_warning' },
      { adAccountId: two.id, companyId: a.admin.company.id, type: 'performance_alert', createdAt: past },
      { adAccountId: two.id, companyId: a.admin.company.id, type: 'campaign_alert' },
      { adAccountId: quiet.id, companyId: a.admin.company.id, type: 'budget_warning', resolvedAt: new Date() },
      { adAccountId: gone.id, companyId: a.admin.company.id, type: 'campaign_alert' },
      { adAccountId: theirs.id, companyId: b.admin.company.id, type: 'campaign_alert' },
    ]);

    for (const token of [a.tokens.admin, a.tokens.mark]) {
      const alerts = card(await today(token), 'alerts');
      expect(alerts.total).toBe(2);
      expect(alerts.items.map((i) => [i.title, i.tags, i.tone])).toEqual([
        [two.name, ['campaign_alert', 'performance_alert'], 'warning'],
        [one.name, ['budget_warning'], 'warning'],
      ]);
      expect(alerts.items[0]!.href).toBe(`/accounts?account=${two.accountId}&platform=google&alert=campaign_alert`);
    }
    const theirAlerts = card(await today(b.tokens.admin), 'alerts');
    expect(theirAlerts.items.map((i) => i.id)).toEqual([theirs.id]);
  });

  it('caps a card at 5 items but counts them all', async () => {
    const c = await agency('gamma');
    const made = await Promise.all(Array.from({ length: 7 }, (_, i) => createAdAccount(t.db, c.admin.company.id, { name: `Account ${i}` })));
    await t.db.insert(adAccountAlerts).values(made.map((m) => ({ adAccountId: m.id, companyId: c.admin.company.id, type: 'budget_warning' as const })));
    const alerts = card(await today(c.tokens.sanne), 'alerts');
    expect(alerts.items).toHaveLength(5);
    expect(alerts.total).toBe(7);
  });

  it('lists unfinished checklists due today or overdue, overdue first; a marketeer only their own and shared ones', async () => {
    const now = Date.now();
    const overdue = await withDeadline(a.tokens.sanne, `Te laat ${a.label}`, new Date(now - 2 * dayMs), ['Budget', 'Teksten']);
    const justPast = await withDeadline(a.tokens.mark, `Net verlopen ${a.label}`, new Date(now - 60_000));
    const later = await withDeadline(a.tokens.sanne, `Volgende week ${a.label}`, new Date(now + 7 * dayMs));
    const finished = await withDeadline(a.tokens.sanne, `Klaar ${a.label}`, new Date(now - dayMs), ['Alles']);
    await t.db.update(checklists).set({ doneCount: 1 }).where(eq(checklists.id, finished));
    const shared = await withDeadline(a.tokens.mark, `Gedeeld ${a.label}`, new Date(now - 3 * dayMs));
    expect((await checklistsOf(t.app, a.tokens.mark).share(shared, { userId: a.sanne.user.id })).statusCode).toBe(201);
    await withDeadline(b.tokens.admin, `Van beta ${b.label}`, new Date(now - dayMs));

    const asAdmin = card(await today(a.tokens.admin), 'checklists');
    expect(asAdmin.items.map((i) => i.id)).toEqual([shared, overdue, justPast]);
    expect(asAdmin.total).toBe(3);
    expect(asAdmin.items[1]).toMatchObject({
      title: `Te laat ${a.label}`,
      href: `/checklists?checklist=${overdue}`,
      tone: 'danger',
      tags: ['deadline'],
      progress: { done: 0, total: 2 },
    });
    expect(asAdmin.items.map((i) => i.id)).not.toContain(later);

    const asSanne = card(await today(a.tokens.sanne), 'checklists');
    expect(asSanne.items.map((i) => i.id)).toEqual([shared, overdue]);
    const asMark = card(await today(a.tokens.mark), 'checklists');
    expect(asMark.items.map((i) => i.id)).toEqual([shared, justPast]);
    const asBeta = card(await today(b.tokens.admin), 'checklists');
    expect(asBeta.items.map((i) => i.title)).toEqual([`Van beta ${b.label}`]);

    // A template is never due; nor a checklist of another company seen by id.
    await t.db
      .update(checklists)
      .set({ isTemplate: true })
      .where(inArray(checklists.id, [justPast]));
    expect(card(await today(a.tokens.mark), 'checklists').items.map((i) => i.id)).toEqual([shared]);
  });

  it('lists my unread notes of this company, one per note, newest first, with the ids opening one reads', async () => {
    const noteId = randomUUID();
    const otherNote = randomUUID();
    const older = new Date(Date.now() - hour);
    const [first] = await notify(t.app, t.db, {
      recipients: [a.sanne.user.id],
      companyId: a.admin.company.id,
      now: older,
      content: { type: 'notitie', title: 'Nieuwe notitie: Lentecampagne', noteTitle: 'Lentecampagne', noteId, accountId: '1001', platform: 'facebook' },
    });
    const [reply] = await notify(t.app, t.db, {
      recipients: [a.sanne.user.id],
      companyId: a.admin.company.id,
      content: {
        type: 'notitie',
        title: 'Nieuwe reactie',
        description: 'Budget is goedgekeurd',
        noteTitle: 'Lentecampagne',
        noteId,
        accountId: '1001',
        platform: 'facebook',
      },
    });
    const [read] = await notify(t.app, t.db, {
      recipients: [a.sanne.user.id],
      companyId: a.admin.company.id,
      now: older,
      content: { type: 'notitie', title: 'Gelezen', noteTitle: 'Oud', noteId: otherNote },
    });
    await notify(t.app, t.db, { recipients: [a.sanne.user.id], companyId: a.admin.company.id, content: { type: 'budget_warning', title: 'Geen notitie' } });
    await notify(t.app, t.db, { recipients: [a.sanne.user.id], companyId: b.admin.company.id, content: { type: 'notitie', title: 'Ander bedrijf' } });
    await notify(t.app, t.db, { recipients: [a.mark.user.id], companyId: a.admin.company.id, content: { type: 'notitie', title: 'Voor Mark' } });
    expect((await inboxOf(t.app, a.tokens.sanne).mark([read!.id], true)).statusCode).toBe(200);

    const notes = card(await today(a.tokens.sanne), 'notes');
    expect(notes.total).toBe(1);
    expect(notes.items).toEqual([
      {
        id: reply!.id,
        title: 'Lentecampagne',
        subtitle: 'Budget is goedgekeurd',
        href: `/accounts?account=1001&platform=facebook&view=conversation&note=${noteId}`,
        tone: null,
        at: reply!.createdAt,
        tags: [],
        progress: null,
        readIds: [reply!.id, first!.id],
      },
    ]);
    expect(card(await today(a.tokens.mark), 'notes').items.map((i) => i.title)).toEqual(['Voor Mark']);
    expect(card(await today(a.tokens.admin), 'notes').total).toBe(0);
  });

  it('refuses a client (403) and a visitor (401)', async () => {
    const asClient = await t.app.inject({ method: 'GET', url: '/api/dashboard/today', cookies: { sid: a.tokens.client } });
    expect(asClient.statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/dashboard/today' });
    expect(anonymous.statusCode).toBe(401);
  });
});
