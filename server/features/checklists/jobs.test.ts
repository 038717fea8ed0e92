/**
 * The checklist job with a fake clock: resets at daily, weekly and monthly boundaries in
 * Europe/Amsterdam (across both daylight-saving changes), the completion history it keeps, and
 * the deadline reminders.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChecklistDetail } from '../../../common/schemas/checklists.js';
import type { RefreshInterval, RefreshSettings } from '../../../common/checklist-constants.js';
import { checklists } from '../../db/schema/index.js';
import { createMailDelivery, type MailDelivery } from '../../lib/mail/delivery.js';
import { createAdAccount, createUser, type TestUser } from '../../test/factories.js';
import { createTestApp, logInAs, type TestApp } from '../../test/test-app.js';
import { inboxOf } from '../notifications/test-kit.js';
import { createChecklist } from './change-checklists.js';
import { updateItem } from './change-items.js';
import { runChecklistJobs, type JobsCtx } from './jobs.js';
import { actorFor, checklistsOf } from './test-kit.js';

let t: TestApp;
let mail: MailDelivery;
let jobs: JobsCtx;
let owner: TestUser;
let as: ReturnType<typeof checklistsOf>;

beforeAll(async () => {
  t = await createTestApp();
  mail = createMailDelivery({ db: t.db, smtpUrl: null, from: t.env.mailFrom, log: t.app.log });
  jobs = { db: t.db, events: t.app.events, env: t.env, mail };
  owner = await createUser(t.db);
  as = checklistsOf(t.app, await logInAs(t.app, owner));
});

afterAll(async () => {
  await mail.close();
  await t.close();
});

const at = (iso: string) => new Date(iso);
const settings = (s: Partial<RefreshSettings>): RefreshSettings => ({ time: '09:00', weekday: 1, dayOfMonth: 1, timeZone: 'Europe/Amsterdam', ...s });

/** A checklist created at `now` (the fake clock), as the owner. */
async function recurring(now: string, interval: RefreshInterval, s: Partial<RefreshSettings>, items = ['Besteding', 'Status', 'Afkeuringen']) {
  return createChecklist({ db: t.db, events: t.app.events, now: () => at(now) }, actorFor(owner), {
    title: `Routine ${interval}`,
    adAccountId: null,
    items,
    refreshInterval: interval,
    refreshSettings: settings(s),
    checklistType: 'normal',
    isTemplate: false,
    deadline: null,
  });
}

async function detail(id: string): Promise<ChecklistDetail> {
  const res = await as.get(id);
  expect(res.statusCode).toBe(200);
  return res.json() as ChecklistDetail;
}

async function tick(id: string, itemId: string, now: string) {
  await updateItem({ db: t.db, events: t.app.events, now: () => at(now) }, actorFor(owner), id, itemId, { isCompleted: true });
}

/** Runs the job at `now` and answers whether this checklist was reset. */
async function runAt(id: string, now: string): Promise<boolean> {
  const before = (await t.db.select({ p: checklists.periodStartedAt }).from(checklists).where(eq(checklists.id, id)))[0]!.p;
  await runChecklistJobs(jobs, at(now));
  const after = (await t.db.select({ p: checklists.periodStartedAt }).from(checklists).where(eq(checklists.id, id)))[0]!.p;
  return after.getTime() !== before.getTime();
}

describe('refresh: daily at 09:00 Amsterdam, across the spring daylight-saving change', () => {
  it('resets at 09:00 local on both sides of the change and keeps who did what', async () => {
    const id = await recurring('2026-03-27T12:00:00Z', 'daily', { time: '09:00' });
    expect((await detail(id)).checklist.nextRefreshAt).toBe('2026-03-28T08:00:00.000Z'); // 09:00 CET
    const [first, second] = (await detail(id)).items;
    await tick(id, first!.id, '2026-03-27T15:00:00Z');

    expect(await runAt(id, '2026-03-28T07:59:59Z')).toBe(false);
    expect(await runAt(id, '2026-03-28T08:00:00Z')).toBe(true);
    let d = await detail(id);
    expect(d.items.every((i) => !i.isCompleted && i.completedBy === null)).toBe(true);
    expect(d.checklist.periodStartedAt).toBe('2026-03-28T08:00:00.000Z');
    // Sunday 29 March: clocks go forward at 02:00, so 09:00 is 07:00 UTC.
    expect(d.checklist.nextRefreshAt).toBe('2026-03-29T07:00:00.000Z');
    expect(d.history).toHaveLength(1);
    expect(d.history[0]).toMatchObject({
      periodStart: '2026-03-27T12:00:00.000Z',
      periodEnd: '2026-03-28T08:00:00.000Z',
      itemCount: 3,
      doneCount: 1,
      completedAt: null,
    });
    expect(d.history[0]!.entries[0]).toMatchObject({
      itemId: first!.id,
      content: 'Besteding',
      completedAt: '2026-03-27T15:00:00.000Z',
      completedBy: { id: owner.user.id },
    });
    expect(d.history[0]!.entries[1]).toMatchObject({ itemId: second!.id, completedAt: null, completedBy: null });
    // Running again at the same moment changes nothing.
    expect(await runAt(id, '2026-03-28T08:00:00Z')).toBe(false);

    for (const item of d.items) await tick(id, item.id, '2026-03-28T10:00:00Z');
    expect((await detail(id)).checklist.isCompleted).toBe(true);
    expect(await runAt(id, '2026-03-29T06:59:59Z')).toBe(false);
    expect(await runAt(id, '2026-03-29T07:00:00Z')).toBe(true);
    d = await detail(id);
    expect(d.checklist).toMatchObject({ isCompleted: false, doneCount: 0, nextRefreshAt: '2026-03-30T07:00:00.000Z' });
    expect(d.history.map((h) => [h.periodEnd, h.doneCount, h.completedAt])).toEqual([
      ['2026-03-29T07:00:00.000Z', 3, '2026-03-28T10:00:00.000Z'],
      ['2026-03-28T08:00:00.000Z', 1, null],
    ]);
  });

  it('after days without a run, resets once and records one period', async () => {
    const id = await recurring('2026-05-04T10:00:00Z', 'daily', { time: '07:30' });
    expect(await runAt(id, '2026-05-08T12:00:00Z')).toBe(true);
    const d = await detail(id);
    expect(d.history).toHaveLength(1);
    expect(d.history[0]!.periodEnd).toBe('2026-05-08T05:30:00.000Z');
    expect(d.checklist.nextRefreshAt).toBe('2026-05-09T05:30:00.000Z');
  });
});

describe('refresh: weekly on Monday 08:00, across the autumn change', () => {
  it('resets on the Monday at 08:00 local, an hour later in UTC than the week before', async () => {
    const id = await recurring('2026-10-14T09:00:00Z', 'weekly', { time: '08:00', weekday: 1 });
    expect((await detail(id)).checklist.nextRefreshAt).toBe('2026-10-19T06:00:00.000Z'); // CEST
    expect(await runAt(id, '2026-10-19T06:00:00Z')).toBe(true);
    // Sunday 25 October: clocks go back, so the next Monday 08:00 is 07:00 UTC.
    expect((await detail(id)).checklist.nextRefreshAt).toBe('2026-10-26T07:00:00.000Z');
    expect(await runAt(id, '2026-10-26T06:30:00Z')).toBe(false);
    expect(await runAt(id, '2026-10-26T07:00:00Z')).toBe(true);
    const d = await detail(id);
    expect(d.checklist.nextRefreshAt).toBe('2026-11-02T07:00:00.000Z');
    expect(d.history.map((h) => [h.periodStart, h.periodEnd])).toEqual([
      ['2026-10-19T06:00:00.000Z', '2026-10-26T07:00:00.000Z'],
      ['2026-10-14T09:00:00.000Z', '2026-10-19T06:00:00.000Z'],
    ]);
  });
});

describe('refresh: monthly on day 31, across short months and the spring change', () => {
  it('resets on the last day of a shorter month and keeps the local time', async () => {
    const id = await recurring('2027-01-15T09:00:00Z', 'monthly', { time: '09:00', dayOfMonth: 31 });
    expect((await detail(id)).checklist.nextRefreshAt).toBe('2027-01-31T08:00:00.000Z');
    expect(await runAt(id, '2027-01-31T08:00:00Z')).toBe(true);
    expect((await detail(id)).checklist.nextRefreshAt).toBe('2027-02-28T08:00:00.000Z');
    expect(await runAt(id, '2027-02-28T08:00:00Z')).toBe(true);
    // 28 March 2027 is the spring change: 31 March 09:00 is 07:00 UTC.
    expect((await detail(id)).checklist.nextRefreshAt).toBe('2027-03-31T07:00:00.000Z');
    expect(await runAt(id, '2027-03-31T07:00:00Z')).toBe(true);
    expect((await detail(id)).history).toHaveLength(3);
  });

  it('does not refresh a checklist set to never, and changing the interval reschedules from now', async () => {
    const id = await recurring('2027-01-15T09:00:00Z', 'never', {});
    expect((await detail(id)).checklist.nextRefreshAt).toBeNull();
    expect(await runAt(id, '2027-06-01T00:00:00Z')).toBe(false);
    const res = await as.update(id, { refreshInterval: 'daily', refreshSettings: settings({ time: '23:59' }) });
    expect(res.statusCode).toBe(200);
    const next = new Date(res.json().checklist.nextRefreshAt as string);
    expect(next.getTime()).toBeGreaterThan(Date.now());
    expect(next.getTime() - Date.now()).toBeLessThanOrEqual(25 * 3_600_000);
  });
});

describe('deadline reminders', () => {
  it('sends one deadline_reminder to the creator and the colleagues who may tick it, within 24 hours', async () => {
    const editor = await createUser(t.db, { company: owner.company });
    const viewer = await createUser(t.db, { company: owner.company });
    const account = await createAdAccount(t.db, owner.company.id, { name: 'Bakkerij de Vries', clientName: 'De Vries', platform: 'google' });
    const deadline = new Date(Date.now() + 30 * 3_600_000);
    const id = await as.make({ title: 'Campagnelancering', adAccountId: account.id, items: ['Pixel', 'Budget'], deadline: deadline.toISOString() });
    await as.share(id, { userId: editor.user.id });
    await as.share(id, { userId: viewer.user.id, canEdit: false });

    expect((await runChecklistJobs(jobs, new Date())).reminded).toBe(0);
    const soon = new Date(deadline.getTime() - 23 * 3_600_000);
    expect((await runChecklistJobs(jobs, soon)).reminded).toBe(1);
    expect((await runChecklistJobs(jobs, soon)).reminded).toBe(0);

    const inboxOfUser = async (user: TestUser) =>
      (
        (await inboxOf(t.app, await logInAs(t.app, user)).list()).json().items as {
          type: string;
          checklistId: string;
          title: string;
          clientName: string;
          platform: string;
        }[]
      ).filter((n) => n.type === 'deadline_reminder');
    for (const user of [owner, editor]) {
      expect(await inboxOfUser(user)).toEqual([
        expect.objectContaining({ checklistId: id, title: 'Deadline nadert: Campagnelancering', clientName: 'De Vries', platform: 'google' }),
      ]);
    }
    expect(await inboxOfUser(viewer)).toEqual([]);

    // A new deadline gets its own reminder; a finished checklist none.
    const later = new Date(deadline.getTime() + 48 * 3_600_000);
    await as.update(id, { deadline: later.toISOString() });
    expect((await runChecklistJobs(jobs, new Date(later.getTime() - 3_600_000))).reminded).toBe(1);
    const done = await as.make({ title: 'Al klaar', items: ['Eén'], deadline: later.toISOString() });
    const [item] = (await detail(done)).items;
    await as.tick(done, item!.id);
    expect((await runChecklistJobs(jobs, new Date(later.getTime() - 3_600_000))).reminded).toBe(0);
  });
});
