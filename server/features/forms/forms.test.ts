import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formResponse, formSubmissionResponse } from '../../../common/schemas/forms.js';
import { formSubmissions, forms } from '../../db/schema/index.js';
import { addMember, createUser, type TestUser } from '../../test/factories.js';
import { createTestApp, logInAs, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function submissionOf(owner: TestUser) {
  const [form] = await t.db
    .insert(forms)
    .values({ companyId: owner.company.id, title: 'Offerteaanvraag', description: null, formData: { fields: [{ id: 'naam', label: 'Naam' }] } })
    .returning();
  const [submission] = await t.db
    .insert(formSubmissions)
    .values({ formId: form!.id, companyId: owner.company.id, submissionData: { naam: 'Petra de Boer' } })
    .returning();
  return { form: form!, submission: submission! };
}

const get = (sid: string, id: string) => t.app.inject({ method: 'GET', url: `/api/forms/submissions/${id}`, cookies: { sid } });

describe('GET /api/forms/submissions/:id', () => {
  it('returns the submission with its form to a marketeer of the company', async () => {
    const marketeer = await createUser(t.db);
    const { form, submission } = await submissionOf(marketeer);
    const response = await get(await logInAs(t.app, marketeer), submission.id);
    expect(response.statusCode).toBe(200);
    expect(formSubmissionResponse.parse(response.json())).toMatchObject({
      submission: {
        id: submission.id,
        submissionData: { naam: 'Petra de Boer' },
        createdAt: submission.createdAt.toISOString(),
        form: { id: form.id, title: 'Offerteaanvraag', description: null, formData: { fields: [{ id: 'naam', label: 'Naam' }] } },
      },
    });
  });

  it("answers 404 for another company's submission, the same as for one that does not exist", async () => {
    const mine = await createUser(t.db, { role: 'admin' });
    const theirs = await createUser(t.db);
    const { submission } = await submissionOf(theirs);
    const sid = await logInAs(t.app, mine);
    const swapped = await get(sid, submission.id);
    expect(swapped.statusCode).toBe(404);
    expect(swapped.json().error.code).toBe('NOT_FOUND');
    expect((await get(sid, crypto.randomUUID())).json()).toEqual(swapped.json());
    expect((await get(sid, 'geen-id')).statusCode).toBe(400);
  });

  it('follows the active company: a member of both sees it only with that company active', async () => {
    const owner = await createUser(t.db);
    const { submission } = await submissionOf(owner);
    const both = await createUser(t.db);
    await addMember(t.db, both.user.id, owner.company.id, 'marketeer');
    const sid = await logInAs(t.app, both);
    expect((await get(sid, submission.id)).statusCode).toBe(404);
    await t.app.inject({ method: 'POST', url: '/api/auth/active-company', cookies: { sid }, payload: { companyId: owner.company.id } });
    expect((await get(sid, submission.id)).statusCode).toBe(200);
  });

  it('is not for clients, and needs a session', async () => {
    const owner = await createUser(t.db);
    const { submission } = await submissionOf(owner);
    const client = await createUser(t.db, { company: owner.company, isClient: true });
    const response = await get(await logInAs(t.app, client), submission.id);
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('FORBIDDEN');
    expect((await t.app.inject({ method: 'GET', url: `/api/forms/submissions/${submission.id}` })).statusCode).toBe(401);
  });
});

describe('GET /api/forms/:id (a deadline reminder about a form opens it)', () => {
  const getForm = (sid: string, id: string) => t.app.inject({ method: 'GET', url: `/api/forms/${id}`, cookies: { sid } });

  it("answers the company's form to its team, 404 for another company's or an unknown one, 403 for a client", async () => {
    const marketeer = await createUser(t.db);
    const { form } = await submissionOf(marketeer);
    const sid = await logInAs(t.app, marketeer);
    const response = await getForm(sid, form.id);
    expect(response.statusCode).toBe(200);
    expect(formResponse.parse(response.json())).toMatchObject({
      form: { id: form.id, title: 'Offerteaanvraag', description: null, formData: { fields: [{ id: 'naam', label: 'Naam' }] } },
    });

    const outsider = await createUser(t.db, { role: 'admin' });
    const outsiderSid = await logInAs(t.app, outsider);
    const swapped = await getForm(outsiderSid, form.id);
    expect(swapped.statusCode).toBe(404);
    expect((await getForm(outsiderSid, crypto.randomUUID())).json()).toEqual(swapped.json());
    expect((await getForm(sid, 'geen-id')).statusCode).toBe(400);

    const client = await createUser(t.db, { company: marketeer.company, isClient: true });
    expect((await getForm(await logInAs(t.app, client), form.id)).statusCode).toBe(403);
  });
});
