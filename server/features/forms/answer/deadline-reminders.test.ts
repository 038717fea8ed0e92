/**
 * The forms' deadline reminder (issue 35): once, 24 hours before a send's deadline, to the
 * client's portal users and its account managers (with form_id), also when the job runs twice or
 * concurrently; never for a submitted send, one whose deadline is further away or already passed.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FormFieldInput } from '../../../../common/forms/form-schema.js';
import { formAssignments, notifications } from '../../../db/schema/index.js';
import { createAgency, type TestAgency } from '../../../test/agency.js';
import { latestMail } from '../../../test/outbox.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { clientsOf } from '../../clients/test-kit.js';
import { runFormDeadlineReminders } from './deadline-job.js';
import { createPublishedForm, sendForm } from './test-fixture.js';

let t: TestApp;
let a: TestAgency;
let clientId: string;
const fields: FormFieldInput[][] = [[{ id: 'name', label: 'Naam', type: 'short_text', required: true }]];
const hour = 3_600_000;

const remindersOf = (userId: string, formId: string) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.recipientId, userId), eq(notifications.type, 'deadline_reminder'), eq(notifications.formId, formId)));

const runHook = (assignmentId: string, now?: Date) =>
  t.app.inject({ method: 'POST', url: '/api/test/forms/deadline-reminders', payload: { assignmentId, ...(now ? { now: now.toISOString() } : {}) } });

async function sent(deadline: Date | null, title = 'Maandelijkse check-in') {
  const form = await createPublishedForm(t.db, { companyId: a.admin.company.id, ownerId: a.sanne.user.id, title, fields });
  return { form, assignmentId: await sendForm(t.db, form, clientId, deadline) };
}

beforeAll(async () => {
  t = await createTestApp();
  a = await createAgency(t, 'deadline');
  const api = clientsOf(t, a.tokens.sanne);
  clientId = (await api.create({ name: 'Tuincentrum Groenrijk', managerIds: [a.sanne.user.id] })).id;
  const contact = await api.addContact(clientId, { name: a.client.user.name, email: a.client.email });
  expect((await api.invite(clientId, contact.id)).portal.status).toBe('active');
});
afterAll(() => t.close());

describe('the deadline reminder', () => {
  it('goes once to the client users and the account managers, 24 hours before, even when run twice or concurrently', async () => {
    const { form, assignmentId } = await sent(new Date(Date.now() + 30 * hour));
    // 30 hours ahead: not yet.
    expect((await runHook(assignmentId)).json()).toEqual({ sent: 0 });
    const at = new Date(Date.now() + 7 * hour);
    const ctx = { db: t.db, events: t.app.events, mail: { kick: () => {} }, env: t.env };
    const results = await Promise.all([runFormDeadlineReminders(ctx, at, [assignmentId]), runFormDeadlineReminders(ctx, at, [assignmentId])]);
    expect(results.sort()).toEqual([0, 1]);
    expect((await runHook(assignmentId, at)).json()).toEqual({ sent: 0 });

    for (const user of [a.client, a.sanne]) {
      const told = await remindersOf(user.user.id, form.id);
      expect(told).toHaveLength(1);
      expect(told[0]).toMatchObject({ title: 'Deadline nadert: Maandelijkse check-in', clientId, formId: form.id });
    }
    expect(await remindersOf(a.mark.user.id, form.id)).toHaveLength(0);
    const [row] = await t.db.select().from(formAssignments).where(eq(formAssignments.id, assignmentId));
    expect(row!.reminderSentAt).not.toBeNull();
  });

  it('mails a client user who wants it in the agency’s look, with a link to the portal’s form', async () => {
    const pref = await t.app.inject({
      method: 'PUT',
      url: '/api/notifications/preferences',
      cookies: { sid: a.tokens.client },
      payload: { types: [{ type: 'deadline_reminder', inApp: true, email: true }] },
    });
    expect(pref.statusCode, pref.body).toBe(200);
    const { form, assignmentId } = await sent(new Date(Date.now() + 10 * hour), 'Briefing voorjaar');
    expect((await runHook(assignmentId)).json()).toEqual({ sent: 1 });
    const mail = await latestMail(t.db, a.client.email, 'deadline_reminder');
    expect(mail?.subject).toBe('Deadline nadert: Briefing voorjaar');
    expect(mail?.text).toContain(`/clientportal/forms?client=${clientId}&form=${form.id}`);
    expect(mail?.html).toContain(a.admin.company.name);
  });

  it('skips submitted sends, sends without a deadline and deadlines that passed', async () => {
    const done = await sent(new Date(Date.now() + 5 * hour));
    await t.db.update(formAssignments).set({ completedAt: new Date() }).where(eq(formAssignments.id, done.assignmentId));
    const none = await sent(null);
    const passed = await sent(new Date(Date.now() - hour));
    for (const s of [done, none, passed]) {
      expect((await runHook(s.assignmentId)).json()).toEqual({ sent: 0 });
      expect(await remindersOf(a.sanne.user.id, s.form.id)).toHaveLength(0);
    }
  });
});
