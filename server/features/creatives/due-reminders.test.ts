/**
 * The creatives' due-date reminder (issue 36): once, within 24 hours before the due date, to the
 * reviewers of the step waiting — the client's account managers at the team's step, the client's
 * portal users (in the agency's look) at the client's — also when the job runs twice or
 * concurrently; never for an approved creative, one due later or already past due; a changed due
 * date may be reminded again.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreateCreativeBody } from '../../../common/schemas/creatives.js';
import { creatives, notifications } from '../../db/schema/index.js';
import { createAgency, type TestAgency } from '../../test/agency.js';
import { latestMail } from '../../test/outbox.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { clientsOf } from '../clients/test-kit.js';
import { runCreativeDueReminders } from './due-reminders.js';
import { creativesOf, uploadCreative } from './test-kit.js';

let t: TestApp;
let a: TestAgency;
let clientId: string;
const hour = 3_600_000;

const remindersOf = (userId: string, creativeId: string) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.recipientId, userId), eq(notifications.type, 'deadline_reminder'), eq(notifications.creativeId, creativeId)));

const runHook = async (creativeId: string, now?: Date) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/test/creatives/due-reminders',
    payload: { creativeId, ...(now ? { now: now.toISOString() } : {}) },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ sent: number }>().sent;
};

async function creative(dueInHours: number, body: Partial<CreateCreativeBody> = {}) {
  const api = creativesOf(t, a.tokens.sanne);
  return api.create({
    clientId,
    name: 'Zomeractie feed',
    fileId: await uploadCreative(t, a.tokens.sanne),
    dueAt: new Date(Date.now() + dueInHours * hour).toISOString(),
    sendToReview: true,
    ...body,
  });
}

beforeAll(async () => {
  t = await createTestApp();
  a = await createAgency(t, 'due');
  const api = clientsOf(t, a.tokens.admin);
  clientId = (await api.create({ name: 'Tuincentrum Groenrijk', managerIds: [a.mark.user.id] })).id;
  const contact = await api.addContact(clientId, { name: a.client.user.name, email: a.client.email });
  expect((await api.invite(clientId, contact.id)).portal.status).toBe('active');
});
afterAll(() => t.close());

describe('the due-date reminder', () => {
  it('goes once to the team’s reviewers at the internal step, even when run twice or concurrently', async () => {
    const made = await creative(30, { name: 'Winterstory' });
    // 30 hours ahead: not yet.
    expect(await runHook(made.id)).toBe(0);
    const at = new Date(Date.now() + 7 * hour);
    const ctx = { db: t.db, events: t.app.events, mail: { kick: () => {} }, env: t.env };
    const results = await Promise.all([runCreativeDueReminders(ctx, at, [made.id]), runCreativeDueReminders(ctx, at, [made.id])]);
    expect(results.sort()).toEqual([0, 1]);
    expect(await runHook(made.id, at)).toBe(0);
    expect(await runHook(made.id, new Date(at.getTime() + hour))).toBe(0);

    const told = await remindersOf(a.mark.user.id, made.id);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ title: 'Deadline nadert: Winterstory', clientId, creativeId: made.id });
    // Only the account manager: not its maker, not a colleague, not the client (the team's step).
    for (const user of [a.sanne, a.admin, a.client]) expect(await remindersOf(user.user.id, made.id)).toHaveLength(0);
    const [row] = await t.db.select().from(creatives).where(eq(creatives.id, made.id));
    expect(row).toMatchObject({ revision: made.revision });
    expect(row!.dueReminderSentAt).not.toBeNull();
  });

  it('goes to the client’s portal users at the client’s step, mailed in the agency’s look with a link to the portal', async () => {
    const pref = await t.app.inject({
      method: 'PUT',
      url: '/api/notifications/preferences',
      cookies: { sid: a.tokens.client },
      payload: { types: [{ type: 'deadline_reminder', inApp: true, email: true }] },
    });
    expect(pref.statusCode, pref.body).toBe(200);
    const made = await creative(10, { name: 'Reels voorjaar', reviewFlow: 'client_only' });
    expect(made).toMatchObject({ status: 'in_review', reviewStep: 'client' });
    expect(await runHook(made.id)).toBe(1);
    expect(await runHook(made.id)).toBe(0);
    expect(await remindersOf(a.client.user.id, made.id)).toHaveLength(1);
    for (const user of [a.mark, a.sanne, a.admin]) expect(await remindersOf(user.user.id, made.id)).toHaveLength(0);
    const mail = await latestMail(t.db, a.client.email, 'deadline_reminder');
    expect(mail?.subject).toBe('Deadline nadert: Reels voorjaar');
    expect(mail?.text).toContain(`/clientportal/creatives?client=${clientId}&creative=${made.id}`);
    expect(mail?.html).toContain(a.admin.company.name);
  });

  it('skips an approved creative, a concept, one due later and one past its due date', async () => {
    const approved = await creative(5, { reviewFlow: 'client_only' });
    await creativesOf(t, a.tokens.client).decide(approved.id, { version: 1, decision: 'approve' });
    const concept = await creative(5, { sendToReview: false });
    const later = await creative(25);
    const past = await creative(2);
    const afterwards = new Date(Date.now() + 3 * hour);
    for (const c of [approved, concept, later]) expect(await runHook(c.id)).toBe(0);
    expect(await runHook(past.id, afterwards)).toBe(0);
    for (const c of [approved, concept, later, past]) for (const user of [a.mark, a.client]) expect(await remindersOf(user.user.id, c.id)).toHaveLength(0);
  });

  it('reminds again once after the due date moved', async () => {
    const made = await creative(6);
    expect(await runHook(made.id)).toBe(1);
    const api = creativesOf(t, a.tokens.sanne);
    const current = await api.get(made.id);
    await api.ok('PATCH', `/api/creatives/${made.id}`, { revision: current.revision, dueAt: new Date(Date.now() + 12 * hour).toISOString() }, 200);
    expect(await runHook(made.id)).toBe(1);
    expect(await runHook(made.id)).toBe(0);
    expect(await remindersOf(a.mark.user.id, made.id)).toHaveLength(2);
  });
});
