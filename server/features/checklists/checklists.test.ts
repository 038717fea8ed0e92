/**
 * Checklists: transactional create with the spec's messages, derived completion, items, copy and
 * templates, share permissions, comments, live events and tenant isolation by id swap.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { channelName, type ServerMessage } from '../../../common/realtime.js';
import type { ChecklistDetail, ChecklistSummary } from '../../../common/schemas/checklists.js';
import { checklistItems, checklists, checklistShares } from '../../db/schema/index.js';
import { addMember, createAdAccount, createUser, type TestUser } from '../../test/factories.js';
import { useListeningApp } from '../../test/realtime-client.js';
import { logInAs } from '../../test/test-app.js';
import { createChecklist } from './change-checklists.js';
import { actorFor, checklistsOf } from './test-kit.js';

const live = useListeningApp();

interface Team {
  owner: TestUser;
  colleague: TestUser;
  admin: TestUser;
  accountId: string;
  asOwner: ReturnType<typeof checklistsOf>;
  asColleague: ReturnType<typeof checklistsOf>;
  asAdmin: ReturnType<typeof checklistsOf>;
  tokenColleague: string;
}

async function team(): Promise<Team> {
  const owner = await createUser(live.t.db);
  const colleague = await createUser(live.t.db, { company: owner.company });
  const admin = await createUser(live.t.db, { company: owner.company, role: 'admin' });
  const account = await createAdAccount(live.t.db, owner.company.id, { name: 'Fietsenmaker Van Dijk', platform: 'facebook' });
  const tokenColleague = await logInAs(live.t.app, colleague);
  return {
    owner,
    colleague,
    admin,
    accountId: account.id,
    asOwner: checklistsOf(live.t.app, await logInAs(live.t.app, owner)),
    asColleague: checklistsOf(live.t.app, tokenColleague),
    asAdmin: checklistsOf(live.t.app, await logInAs(live.t.app, admin)),
    tokenColleague,
  };
}

const detailOf = async (as: ReturnType<typeof checklistsOf>, id: string) => {
  const res = await as.get(id);
  expect(res.statusCode).toBe(200);
  return res.json() as ChecklistDetail;
};

describe('creating a checklist (create_checklist)', () => {
  let t: Team;
  beforeAll(async () => {
    t = await team();
  });

  it('creates checklist and items in one call, with the spec defaults, answering the id', async () => {
    const res = await t.asOwner.create({ title: '  Dagelijkse   check ', adAccountId: t.accountId, items: ['Budget', ' Status  '] });
    expect(res.statusCode).toBe(201);
    const { checklist, items } = await detailOf(t.asOwner, res.json().id);
    expect(checklist).toMatchObject({
      title: 'Dagelijkse check',
      refreshInterval: 'never',
      checklistType: 'normal',
      isTemplate: false,
      platform: 'facebook',
      adAccount: { id: t.accountId, name: 'Fietsenmaker Van Dijk' },
      creatorId: t.owner.user.id,
      createdByAdminId: null,
      itemCount: 2,
      doneCount: 0,
      isCompleted: false,
      nextRefreshAt: null,
      access: { canEdit: true, canManage: true },
    });
    expect(items.map((i) => [i.content, i.order, i.isCompleted])).toEqual([
      ['Budget', 0, false],
      ['Status', 1, false],
    ]);
  });

  it('reports every invalid field and keeps nothing', async () => {
    const before = await live.t.db.select().from(checklists).where(eq(checklists.companyId, t.owner.company.id));
    const res = await t.asOwner.create({
      title: ' ',
      items: ['ok', ''],
      refreshInterval: 'yearly',
      refreshSettings: { time: '25:00', weekday: 8, dayOfMonth: 0 },
      deadline: 'morgen',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({
      title: 'CHECKLIST_TITLE_REQUIRED',
      'items.1': 'CHECKLIST_ITEM_REQUIRED',
      refreshInterval: 'CHECKLIST_REFRESH_INVALID',
      'refreshSettings.time': 'CHECKLIST_REFRESH_INVALID',
      deadline: 'CHECKLIST_DEADLINE_INVALID',
    });
    const tooMany = await t.asOwner.create({ title: 'Veel', items: Array.from({ length: 201 }, (_, i) => `Taak ${i}`) });
    expect(tooMany.json().error.fields).toMatchObject({ items: 'CHECKLIST_ITEMS_TOO_MANY' });
    const foreign = await createAdAccount(live.t.db, (await createUser(live.t.db)).company.id);
    const foreignAccount = await t.asOwner.create({ title: 'Ander account', adAccountId: foreign.id });
    expect(foreignAccount.statusCode).toBe(400);
    expect(foreignAccount.json().error).toMatchObject({ code: 'CHECKLIST_ACCOUNT_UNKNOWN', fields: { adAccountId: 'CHECKLIST_ACCOUNT_UNKNOWN' } });
    const after = await live.t.db.select().from(checklists).where(eq(checklists.companyId, t.owner.company.id));
    expect(after.length).toBe(before.length);
  });

  it('is one transaction: a failing item insert leaves no checklist behind', async () => {
    const marker = `Half ${randomUUID()}`;
    // An empty item passes no schema here (the service is called directly); the database refuses it.
    await expect(
      createChecklist({ db: live.t.db, events: live.t.app.events }, actorFor(t.owner), {
        title: marker,
        adAccountId: null,
        items: ['Eerste taak', ''],
        refreshInterval: 'daily',
        refreshSettings: { time: '09:00', weekday: 1, dayOfMonth: 1, timeZone: 'Europe/Amsterdam' },
        checklistType: 'normal',
        isTemplate: false,
        deadline: null,
      }),
    ).rejects.toThrow();
    expect(await live.t.db.select().from(checklists).where(eq(checklists.title, marker))).toEqual([]);
  });

  it("answers the spec's messages without a company", async () => {
    const loner = await createUser(live.t.db, { memberRole: null });
    const as = checklistsOf(live.t.app, await logInAs(live.t.app, loner));
    const created = await as.create({ title: 'Zonder bedrijf' });
    expect(created.statusCode).toBe(409);
    expect(created.json().error).toMatchObject({ code: 'CHECKLIST_NO_COMPANY', message: 'Geen bedrijf gevonden om checklist aan te maken' });
    const listed = await as.list();
    expect(listed.statusCode).toBe(409);
    expect(listed.json().error).toMatchObject({ code: 'NO_ACTIVE_COMPANY', message: 'Geen actief bedrijf geselecteerd' });
  });

  it('keeps clients out', async () => {
    const client = await createUser(live.t.db, { isClient: true, company: t.owner.company });
    const as = checklistsOf(live.t.app, await logInAs(live.t.app, client));
    expect((await as.list()).statusCode).toBe(403);
    expect((await as.create({ title: 'Klant' })).statusCode).toBe(403);
  });
});

describe('items and derived completion', () => {
  let t: Team;
  let id: string;
  beforeAll(async () => {
    t = await team();
    id = await t.asOwner.make({ title: 'Lancering', items: ['Pixel getest', 'Budget ingesteld', 'Creatives goedgekeurd'] });
  });

  it('is completed exactly when all items are done, and not with none', async () => {
    const empty = await t.asOwner.make({ title: 'Leeg' });
    expect((await detailOf(t.asOwner, empty)).checklist.isCompleted).toBe(false);
    const { items } = await detailOf(t.asOwner, id);
    for (const [index, item] of items.entries()) {
      const res = await t.asOwner.tick(id, item.id);
      expect(res.statusCode).toBe(200);
      expect(res.json().item).toMatchObject({ isCompleted: true, completedBy: { id: t.owner.user.id } });
      const { checklist } = await detailOf(t.asOwner, id);
      expect(checklist.doneCount).toBe(index + 1);
      expect(checklist.isCompleted).toBe(index === items.length - 1);
    }
    await t.asOwner.tick(id, items[0]!.id, false);
    const after = await detailOf(t.asOwner, id);
    expect(after.checklist).toMatchObject({ isCompleted: false, doneCount: 2 });
    expect(after.items[0]).toMatchObject({ isCompleted: false, completedAt: null, completedBy: null });
    // Adding an item to a finished checklist makes it unfinished again.
    await t.asOwner.tick(id, items[0]!.id);
    expect((await detailOf(t.asOwner, id)).checklist.isCompleted).toBe(true);
    await t.asOwner.addItem(id, 'Na 24 uur resultaten bekeken');
    expect((await detailOf(t.asOwner, id)).checklist).toMatchObject({ isCompleted: false, itemCount: 4, doneCount: 3 });
  });

  it('edits, deletes and reorders items; a stale order is refused', async () => {
    const { items } = await detailOf(t.asOwner, id);
    const edited = await t.asOwner.updateItem(id, items[1]!.id, { content: '  Budget  gecontroleerd ' });
    expect(edited.json().item.content).toBe('Budget gecontroleerd');
    expect((await t.asOwner.updateItem(id, items[1]!.id, { content: '' })).json().error.fields).toMatchObject({ content: 'CHECKLIST_ITEM_REQUIRED' });
    const reversed = items.map((i) => i.id).reverse();
    const res = await t.asOwner.reorder(id, reversed);
    expect(res.statusCode).toBe(200);
    expect(res.json().items.map((i: { id: string }) => i.id)).toEqual(reversed);
    expect((await detailOf(t.asOwner, id)).items.map((i) => i.id)).toEqual(reversed);
    const stale = await t.asOwner.reorder(id, reversed.slice(1));
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('CHECKLIST_ORDER_STALE');
    expect((await t.asOwner.removeItem(id, reversed[0]!)).statusCode).toBe(204);
    expect((await detailOf(t.asOwner, id)).items.map((i) => i.id)).toEqual(reversed.slice(1));
    expect((await t.asOwner.removeItem(id, reversed[0]!)).statusCode).toBe(404);
  });

  it("keeps the stored counts (the trigger's) equal to the items after every kind of change", async () => {
    const counted = async () => {
      const items = await live.t.db.select().from(checklistItems).where(eq(checklistItems.checklistId, id));
      const [row] = await live.t.db.select().from(checklists).where(eq(checklists.id, id));
      return { stored: [row!.itemCount, row!.doneCount], actual: [items.length, items.filter((i) => i.isCompleted).length] };
    };
    const check = async () => {
      const { stored, actual } = await counted();
      expect(stored).toEqual(actual);
    };
    await check();
    const added = (await t.asOwner.addItem(id, 'Extra controle')).json().item.id as string;
    await t.asOwner.tick(id, added);
    await check();
    await t.asOwner.tick(id, added);
    await check();
    await t.asOwner.removeItem(id, added);
    await check();
    const { items } = await detailOf(t.asOwner, id);
    await t.asOwner.tick(id, items[0]!.id, false);
    await check();
    await t.asOwner.copy(id);
    await check();
  });

  it('keeps comments with their authors; only the author or an admin deletes one', async () => {
    await t.asOwner.share(id, { userId: t.colleague.user.id, canEdit: false });
    const res = await t.asColleague.comment(id, '  Pixel vuurt nog niet op de bedankpagina  ');
    expect(res.statusCode).toBe(201);
    expect(res.json().comment).toMatchObject({ content: 'Pixel vuurt nog niet op de bedankpagina', user: { id: t.colleague.user.id } });
    expect((await t.asColleague.comment(id, '   ')).json().error.code).toBe('COMMENT_REQUIRED');
    const { comments } = await detailOf(t.asOwner, id);
    expect(comments.map((c) => c.user?.id)).toEqual([t.colleague.user.id]);
    expect((await t.asOwner.removeComment(id, comments[0]!.id)).statusCode).toBe(403);
    expect((await t.asAdmin.removeComment(id, comments[0]!.id)).statusCode).toBe(204);
  });
});

describe('copy and templates', () => {
  let t: Team;
  beforeAll(async () => {
    t = await team();
  });

  it("copies with a '(Copy)' suffix, unticked, without shares", async () => {
    const id = await t.asOwner.make({ title: 'Weekaudit', adAccountId: t.accountId, items: ['Zoektermen', 'Biedingen'], refreshInterval: 'weekly' });
    const { items } = await detailOf(t.asOwner, id);
    await t.asOwner.tick(id, items[0]!.id);
    await t.asOwner.share(id, { userId: t.colleague.user.id });
    const res = await t.asOwner.copy(id);
    expect(res.statusCode).toBe(201);
    const copy = await detailOf(t.asOwner, res.json().id);
    expect(copy.checklist).toMatchObject({ title: 'Weekaudit (Copy)', refreshInterval: 'weekly', adAccount: { id: t.accountId }, doneCount: 0, itemCount: 2 });
    expect(copy.items.map((i) => i.content)).toEqual(['Zoektermen', 'Biedingen']);
    expect(copy.shares).toEqual([]);
    const long = await t.asOwner.make({ title: 'x'.repeat(200) });
    const longCopy = await detailOf(t.asOwner, (await t.asOwner.copy(long)).json().id);
    expect([...longCopy.checklist.title].length).toBe(200);
    expect(longCopy.checklist.title.endsWith(' (Copy)')).toBe(true);
  });

  it('saves as a template the whole company sees; an admin makes company templates', async () => {
    const id = await t.asOwner.make({ title: 'Maandrapport', adAccountId: t.accountId, items: ['Cijfers', 'Inzichten'], refreshInterval: 'monthly' });
    const saved = await t.asOwner.saveAsTemplate(id);
    expect(saved.statusCode).toBe(201);
    const byAdmin = await t.asAdmin.make({ title: 'Bedrijfsstandaard', items: ['Stap 1'], isTemplate: true });
    const templates = (await t.asColleague.templates()).json().templates as (ChecklistSummary & { items: string[] })[];
    expect(templates.map((tp) => [tp.title, tp.items, tp.adAccount, tp.createdByAdminId, tp.access.canEdit])).toEqual([
      ['Bedrijfsstandaard', ['Stap 1'], null, t.admin.user.id, false],
      ['Maandrapport', ['Cijfers', 'Inzichten'], null, null, false],
    ]);
    // Templates are not in the checklist list, cannot be ticked, and are changed by their creator or an admin.
    expect(((await t.asOwner.list()).json().checklists as ChecklistSummary[]).some((c) => c.isTemplate)).toBe(false);
    const template = await detailOf(t.asColleague, saved.json().id);
    expect(template.checklist.nextRefreshAt).toBeNull();
    expect((await t.asOwner.tick(saved.json().id, template.items[0]!.id)).json().error.code).toBe('CHECKLIST_TEMPLATE_NO_TICK');
    expect((await t.asColleague.addItem(byAdmin, 'Stap 2')).statusCode).toBe(403);
    expect((await t.asAdmin.addItem(byAdmin, 'Stap 2')).statusCode).toBe(201);
  });
});

describe('sharing', () => {
  let t: Team;
  let id: string;
  beforeAll(async () => {
    t = await team();
    id = await t.asOwner.make({ title: 'Dagelijkse check', items: ['Budget', 'Status'] });
  });

  it('keeps a checklist private to its creator and admins until it is shared', async () => {
    expect((await t.asColleague.get(id)).statusCode).toBe(404);
    expect(((await t.asColleague.list()).json().checklists as ChecklistSummary[]).map((c) => c.id)).not.toContain(id);
    expect(((await t.asAdmin.list()).json().checklists as ChecklistSummary[]).map((c) => c.id)).toContain(id);
  });

  it('shares with the spec defaults: can_edit true, is_admin false, ad_account default', async () => {
    const res = await t.asOwner.share(id, { userId: t.colleague.user.id });
    expect(res.statusCode).toBe(201);
    expect(res.json().share).toMatchObject({ userId: t.colleague.user.id, canEdit: true, isAdmin: false, adAccount: 'default', createdBy: t.owner.user.id });
    const [row] = await live.t.db.select().from(checklistShares).where(eq(checklistShares.checklistId, id));
    expect(row).toMatchObject({ canEdit: true, isAdmin: false, adAccount: 'default' });
    const seen = (await detailOf(t.asColleague, id)).checklist;
    expect(seen.access).toEqual({ canEdit: true, canManage: false });
    const { items } = await detailOf(t.asColleague, id);
    expect((await t.asColleague.tick(id, items[0]!.id)).statusCode).toBe(200);
    // Editing items is not managing: no renaming, sharing or deleting.
    expect((await t.asColleague.update(id, { title: 'Overgenomen' })).statusCode).toBe(403);
    expect((await t.asColleague.remove(id)).statusCode).toBe(403);
  });

  it('a shared user with can_edit false cannot change items', async () => {
    expect((await t.asOwner.updateShare(id, t.colleague.user.id, { canEdit: false })).json().share).toMatchObject({ canEdit: false });
    const { items, checklist } = await detailOf(t.asColleague, id);
    expect(checklist.access).toEqual({ canEdit: false, canManage: false });
    const before = await live.t.db.select().from(checklistItems).where(eq(checklistItems.checklistId, id));
    for (const res of [
      await t.asColleague.tick(id, items[1]!.id),
      await t.asColleague.updateItem(id, items[1]!.id, { content: 'Anders' }),
      await t.asColleague.addItem(id, 'Extra'),
      await t.asColleague.removeItem(id, items[1]!.id),
      await t.asColleague.reorder(id, items.map((i) => i.id).reverse()),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('FORBIDDEN');
    }
    expect(await live.t.db.select().from(checklistItems).where(eq(checklistItems.checklistId, id))).toEqual(before);
    // Reading, commenting and copying stay allowed.
    expect((await t.asColleague.comment(id, 'Gezien')).statusCode).toBe(201);
    expect((await t.asColleague.copy(id)).statusCode).toBe(201);
  });

  it('is_admin on a share lets the colleague manage; only colleagues can be shared with', async () => {
    await t.asOwner.updateShare(id, t.colleague.user.id, { isAdmin: true });
    expect((await t.asColleague.update(id, { title: 'Dagelijkse check (team)' })).statusCode).toBe(200);
    const client = await createUser(live.t.db, { isClient: true, company: t.owner.company });
    const outsider = await createUser(live.t.db);
    for (const userId of [client.user.id, outsider.user.id]) {
      const res = await t.asOwner.share(id, { userId });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'CHECKLIST_SHARE_NOT_COLLEAGUE', fields: { userId: 'CHECKLIST_SHARE_NOT_COLLEAGUE' } });
    }
    expect((await t.asOwner.unshare(id, t.colleague.user.id)).statusCode).toBe(204);
    expect((await t.asColleague.get(id)).statusCode).toBe(404);
  });
});

describe('tenant isolation', () => {
  it("answers 404 for every call on another company's checklist, item, comment and share (id swap)", async () => {
    const mine = await team();
    const theirs = await team();
    const id = await theirs.asOwner.make({ title: 'Geheim', adAccountId: theirs.accountId, items: ['Taak'] });
    await theirs.asOwner.share(id, { userId: theirs.colleague.user.id });
    const comment = (await theirs.asOwner.comment(id, 'Intern')).json().comment.id as string;
    const itemId = (await detailOf(theirs.asOwner, id)).items[0]!.id;
    for (const as of [mine.asOwner, mine.asAdmin]) {
      for (const res of [
        await as.get(id),
        await as.update(id, { title: 'Gekaapt' }),
        await as.remove(id),
        await as.copy(id),
        await as.saveAsTemplate(id),
        await as.addItem(id, 'Erbij'),
        await as.tick(id, itemId),
        await as.removeItem(id, itemId),
        await as.reorder(id, [itemId]),
        await as.comment(id, 'Hallo'),
        await as.removeComment(id, comment),
        await as.share(id, { userId: mine.colleague.user.id }),
        await as.updateShare(id, theirs.colleague.user.id, { canEdit: false }),
        await as.unshare(id, theirs.colleague.user.id),
      ]) {
        expect(res.statusCode).toBe(404);
      }
      expect(((await as.list()).json().checklists as ChecklistSummary[]).map((c) => c.id)).not.toContain(id);
    }
    // Their own checklist cannot take my company's account either.
    const mineChecklist = await mine.asOwner.make({ title: 'Van mij' });
    expect((await mine.asOwner.update(mineChecklist, { adAccountId: theirs.accountId })).json().error.code).toBe('CHECKLIST_ACCOUNT_UNKNOWN');
    // A member of both companies sees each company's checklists only in that company.
    await addMember(live.t.db, mine.owner.user.id, theirs.owner.company.id, 'marketeer');
    expect((await mine.asOwner.get(id)).statusCode).toBe(404);
    const detail = await detailOf(theirs.asOwner, id);
    expect(detail.items.map((i) => i.content)).toEqual(['Taak']);
    expect(detail.checklist.title).toBe('Geheim');
  });
});

describe('live changes on the company channel', () => {
  it('sends item ticks, changes and deletes to colleagues', async () => {
    const t = await team();
    const id = await t.asOwner.make({ title: 'Live', items: ['Eerste'] });
    await t.asOwner.share(id, { userId: t.colleague.user.id });
    const socket = await live.open(t.tokenColleague);
    expect(await socket.subscribe(channelName('company', t.owner.company.id))).toMatchObject({ type: 'subscribed' });
    const named = (name: string) => (m: ServerMessage) => m.type === 'event' && (m.event as { name: string }).name === name;
    const itemId = (await detailOf(t.asOwner, id)).items[0]!.id;
    await t.asOwner.tick(id, itemId);
    expect(await socket.next(named('checklist.item'))).toMatchObject({
      event: { checklistId: id, item: { id: itemId, isCompleted: true, completedBy: { id: t.owner.user.id } }, by: t.owner.user.id },
    });
    await t.asOwner.comment(id, 'Klaar');
    expect(await socket.next(named('checklist.changed'))).toMatchObject({ event: { id } });
    await t.asOwner.remove(id);
    expect(await socket.next(named('checklist.deleted'))).toMatchObject({ event: { id } });
  });
});
