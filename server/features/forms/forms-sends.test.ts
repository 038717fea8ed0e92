/**
 * Sending forms to clients (issue 35): only a published form, only the company's clients, a
 * branded mail to the client's portal users, re-sending moves the deadline and makes the reminder
 * due again, withdrawing removes a draft; the calendar's deadline provider and the clients' open items.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients, formAssignments, formSubmissions, mailOutbox } from '../../db/schema/index.js';
import { createUser } from '../../test/factories.js';
import { createTestApp, logInAs, type TestApp } from '../../test/test-app.js';
import { clientWithPortalUser, formsOf, insertSubmission } from './test-kit.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

async function team() {
  const marketeer = await createUser(t.db);
  const sid = await logInAs(t.app, marketeer);
  return { marketeer, sid, api: formsOf(t, sid) };
}

describe('sending a form', () => {
  it('sends a published form with a deadline: a send per client, a branded mail with the portal link', async () => {
    const { marketeer, api } = await team();
    const { client, portal } = await clientWithPortalUser(t.db, marketeer, 'Bakkerij Korrel');
    const form = await api.published('Maandelijkse check-in');
    const deadline = inDays(5);
    const sent = await api.send(form.id, [client.id], deadline);
    expect(sent.assignments).toMatchObject([{ client: { id: client.id, name: 'Bakkerij Korrel' }, deadline, completedAt: null, submissionId: null }]);
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, portal.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: 'form-sent' });
    expect(mails[0]!.subject).toContain('Maandelijkse check-in');
    expect(mails[0]!.html).toContain(`/clientportal/forms?client=${client.id}&amp;form=${form.id}`);
    expect(mails[0]!.text).toContain('Graag ingevuld vóór');
  });

  it('refuses a draft or archived form, a past deadline, and another company’s or an unknown client (nothing sent)', async () => {
    const { marketeer, api } = await team();
    const { client } = await clientWithPortalUser(t.db, marketeer);
    const draft = await api.create({ title: 'Concept' });
    expect((await api.call('POST', `/api/forms/${draft.id}/send`, { clientIds: [client.id], deadline: null })).json().error.code).toBe('FORM_NOT_PUBLISHED');
    const form = await api.published('Check-in');
    const past = await api.call('POST', `/api/forms/${form.id}/send`, { clientIds: [client.id], deadline: inDays(-1) });
    expect(past.json().error).toMatchObject({ code: 'FORM_DEADLINE_PAST', fields: { deadline: 'FORM_DEADLINE_PAST' } });
    const other = await team();
    const { client: foreign } = await clientWithPortalUser(t.db, other.marketeer);
    const swapped = await api.call('POST', `/api/forms/${form.id}/send`, { clientIds: [client.id, foreign.id], deadline: null });
    expect(swapped.statusCode).toBe(404);
    expect((await api.call('POST', `/api/forms/${form.id}/send`, { clientIds: [crypto.randomUUID()], deadline: null })).statusCode).toBe(404);
    expect((await api.call('POST', `/api/forms/${form.id}/send`, { clientIds: [], deadline: null })).json().error.code).toBe('FORM_SEND_NO_CLIENTS');
    expect((await api.call('POST', `/api/forms/${form.id}/send`, { clientIds: [client.id], deadline: 'vrijdag' })).statusCode).toBe(400);
    expect(await t.db.$count(formAssignments, eq(formAssignments.formId, form.id))).toBe(0);
    await api.call('POST', `/api/forms/${form.id}/archive`);
    expect((await api.call('POST', `/api/forms/${form.id}/send`, { clientIds: [client.id], deadline: null })).json().error.code).toBe('FORM_ARCHIVED');
  });

  it('re-sending updates the deadline and makes the reminder due again; withdrawing removes the send and the draft, not a submission', async () => {
    const { marketeer, api } = await team();
    const { client, portal } = await clientWithPortalUser(t.db, marketeer);
    const form = await api.published('Check-in');
    const first = await api.send(form.id, [client.id], inDays(3));
    const sendId = first.assignments[0]!.id;
    await t.db.update(formAssignments).set({ reminderSentAt: new Date() }).where(eq(formAssignments.id, sendId));
    const again = await api.send(form.id, [client.id], inDays(10));
    expect(again.assignments).toHaveLength(1);
    expect(again.assignments[0]!.id).toBe(sendId);
    expect(again.assignments[0]!.deadline).toBe(inDays(10).slice(0, 13) + again.assignments[0]!.deadline!.slice(13));
    const [row] = await t.db.select().from(formAssignments).where(eq(formAssignments.id, sendId));
    expect(row!.reminderSentAt).toBeNull();
    expect(await t.db.$count(mailOutbox, eq(mailOutbox.to, portal.email))).toBe(2);

    await insertSubmission(t.db, { form, companyId: marketeer.company.id, version: 1, answers: { naam: 'half' }, clientId: client.id, state: 'draft' });
    const done = await insertSubmission(t.db, { form, companyId: marketeer.company.id, version: 1, answers: { naam: 'klaar' }, clientId: client.id });
    const other = await team();
    expect((await other.api.call('DELETE', `/api/forms/${form.id}/assignments/${sendId}`)).statusCode).toBe(404);
    const otherForm = await api.published('Ander formulier');
    expect((await api.call('DELETE', `/api/forms/${otherForm.id}/assignments/${sendId}`)).statusCode).toBe(404);
    expect((await api.call('DELETE', `/api/forms/${form.id}/assignments/${sendId}`)).statusCode).toBe(204);
    expect((await api.get(form.id)).assignments).toEqual([]);
    const left = await t.db.select({ id: formSubmissions.id }).from(formSubmissions).where(eq(formSubmissions.formId, form.id));
    expect(left.map((s) => s.id)).toEqual([done.id]);
  });
});

describe('the calendar and the clients list', () => {
  it('puts open sends with a deadline on the calendar (clients and owners filters), opening the form', async () => {
    const { marketeer, api, sid } = await team();
    const colleague = await createUser(t.db, { company: marketeer.company });
    const { client: a } = await clientWithPortalUser(t.db, marketeer, 'Klant A');
    const { client: b } = await clientWithPortalUser(t.db, marketeer, 'Klant B');
    const form = await api.published('Check-in');
    await api.send(form.id, [a.id, b.id], inDays(2));
    const noDeadline = await api.published('Zonder deadline');
    await api.send(noDeadline.id, [a.id]);
    await t.db.update(formAssignments).set({ completedAt: new Date() }).where(eq(formAssignments.clientId, b.id));
    const range = async (extra: Record<string, string> = {}) => {
      const query = { from: inDays(0).replace(/\.\d{3}Z$/, 'Z'), to: inDays(7).replace(/\.\d{3}Z$/, 'Z'), ...extra };
      const res = await t.app.inject({ method: 'GET', url: '/api/calendar/events', query, cookies: { sid } });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().deadlines as { source: string; key: string; href: string; client: { id: string }; ownerIds: string[]; done: boolean }[]).filter(
        (d) => d.source === 'form',
      );
    };
    const all = await range();
    expect(all).toHaveLength(1);
    expect(all[0]).toMatchObject({ href: `/forms?form=${form.id}`, client: { id: a.id }, ownerIds: [marketeer.user.id], done: false, title: 'Check-in' });
    expect(await range({ clients: b.id })).toEqual([]);
    expect(await range({ owners: colleague.user.id })).toEqual([]);
    expect(await range({ owners: marketeer.user.id, clients: a.id })).toHaveLength(1);
    const outsider = await team();
    const theirs = await t.app.inject({
      method: 'GET',
      url: '/api/calendar/events',
      query: { from: inDays(0).replace(/\.\d{3}Z$/, 'Z'), to: inDays(7).replace(/\.\d{3}Z$/, 'Z') },
      cookies: { sid: outsider.sid },
    });
    expect((theirs.json().deadlines as { source: string }[]).filter((d) => d.source === 'form')).toEqual([]);
  });

  it('counts a client’s open sends among its open items (archived forms and completed sends left out)', async () => {
    const { marketeer, api, sid } = await team();
    const { client } = await clientWithPortalUser(t.db, marketeer, 'Telklant');
    const one = await api.published('Een');
    const two = await api.published('Twee');
    const three = await api.published('Drie');
    await api.send(one.id, [client.id]);
    await api.send(two.id, [client.id]);
    await api.send(three.id, [client.id]);
    await api.call('POST', `/api/forms/${three.id}/archive`);
    await t.db.update(formAssignments).set({ completedAt: new Date() }).where(eq(formAssignments.formId, two.id));
    const list = await t.app.inject({ method: 'GET', url: '/api/clients', cookies: { sid } });
    const row = (list.json().clients as { id: string; openItemCount: number }[]).find((c) => c.id === client.id);
    expect(row?.openItemCount).toBe(1);
    expect(await t.db.$count(clients, eq(clients.id, client.id))).toBe(1);
  });
});
