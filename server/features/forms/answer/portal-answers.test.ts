/**
 * The portal's Formulieren through HTTP (issue 35): drafts (save, resume from another session, a
 * stale revision, never lost on a refused submit), a submission with every wrong field at once,
 * conditions, versions (a draft started on v1 answers v2 once published, a submission keeps its
 * version), an edit after submitting with `form_modification`, each notification exactly once (no
 * mail when the preference says no), the isolation matrix and hostile input (400, never 500).
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FormFieldInput } from '../../../../common/forms/form-schema.js';
import type { PortalFormResponse, PortalFormsResponse } from '../../../../common/schemas/form-answers.js';
import type { NotificationType } from '../../../../common/schemas/notifications.js';
import { formAssignments, formSubmissions, mailOutbox, notifications, storedFiles } from '../../../db/schema/index.js';
import { createAgency, type TestAgency } from '../../../test/agency.js';
import { latestMail } from '../../../test/outbox.js';
import { logInAs, createTestApp, type TestApp } from '../../../test/test-app.js';
import { clientsOf } from '../../clients/test-kit.js';
import { loadActor } from '../../../lib/actor.js';
import type { Db } from '../../../db/database.js';
import { registerFormFiles } from './files-bridge.js';
import { notifyFormRepublished } from './notify.js';
import { transactionWithEvents } from '../../../lib/events/with-events.js';
import { createPublishedForm, publishVersion, sendForm, setFormSettings, type TestForm } from './test-fixture.js';

let t: TestApp;
let a: TestAgency;
let b: TestAgency;
let mine: string;
let theirs: string;
let foreign: string;

const actorFor = async (db: Db, userId: string, companyId: string) => (await loadActor(db, { id: randomUUID(), userId, activeCompanyId: companyId }))!;

const errorOf = (res: { json: () => unknown }) => (res.json() as { error: { code: string; fields?: Record<string, string> } }).error;

const call = (sid: string, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, cookies: { sid }, ...(payload ? { payload } : {}) });

const fields: FormFieldInput[][] = [
  [
    { id: 'company', label: 'Bedrijfsnaam', type: 'short_text', required: true, maxLength: 50 },
    { id: 'email', label: 'E-mail', type: 'email', required: true },
    {
      id: 'kind',
      label: 'Soort',
      type: 'single_choice',
      required: true,
      options: [
        { value: 'shop', label: 'Winkel' },
        { value: 'service', label: 'Dienst' },
      ],
    },
  ],
  [
    {
      id: 'shop_size',
      label: 'Aantal winkels',
      type: 'number',
      required: true,
      showIf: { match: 'all', conditions: [{ fieldId: 'kind', operator: 'equals', value: 'shop' }] },
    },
    { id: 'budget', label: 'Maandbudget', type: 'amount', required: true },
    { id: 'docs', label: 'Documenten', type: 'file', accept: ['pdf'], maxFiles: 2 },
  ],
];

const good = { company: 'Bakkerij De Korrel', email: 'info@korrel.nl', kind: 'service', budget: 150000 };

async function newForm(extra: Partial<Parameters<typeof createPublishedForm>[1]> = {}): Promise<{ form: TestForm; assignmentId: string }> {
  const form = await createPublishedForm(t.db, { companyId: a.admin.company.id, ownerId: a.sanne.user.id, fields, ...extra });
  const assignmentId = await sendForm(t.db, form, mine, new Date(Date.now() + 5 * 86_400_000));
  return { form, assignmentId };
}

const read = async (assignmentId: string, sid = a.tokens.client) => {
  const res = await call(sid, 'GET', `/api/portal/forms/${assignmentId}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<PortalFormResponse>();
};
const saveDraft = (assignmentId: string, answers: object, revision: number | null, sid = a.tokens.client) =>
  call(sid, 'PUT', `/api/portal/forms/${assignmentId}/draft`, { answers, revision });
const submit = (assignmentId: string, answers: object, revision: number | null, sid = a.tokens.client) =>
  call(sid, 'POST', `/api/portal/forms/${assignmentId}/submit`, { answers, revision });

const inbox = (userId: string, type: NotificationType, formId: string) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.recipientId, userId), eq(notifications.type, type), eq(notifications.formId, formId)));

beforeAll(async () => {
  t = await createTestApp();
  a = await createAgency(t, 'alfa');
  b = await createAgency(t, 'beta');
  const api = clientsOf(t, a.tokens.sanne);
  mine = (await api.create({ name: 'Bakkerij De Korrel', managerIds: [a.sanne.user.id, a.mark.user.id] })).id;
  theirs = (await api.create({ name: 'Andere Klant', managerIds: [a.sanne.user.id] })).id;
  const contact = await api.addContact(mine, { name: a.client.user.name, email: a.client.email });
  expect((await api.invite(mine, contact.id)).portal.status).toBe('active');
  const apiB = clientsOf(t, b.tokens.sanne);
  foreign = (await apiB.create({ name: 'Klant van B', managerIds: [b.sanne.user.id] })).id;
  const contactB = await apiB.addContact(foreign, { name: b.client.user.name, email: b.client.email });
  expect((await apiB.invite(foreign, contactB.id)).portal.status).toBe('active');
});
afterAll(() => t.close());

describe('the list and one send', () => {
  it('lists the client’s sends with their state, leaves archived forms out, and shows them in "Actie vereist"', async () => {
    const { form, assignmentId } = await newForm({ title: 'Lijsttest' });
    const list = await call(a.tokens.client, 'GET', `/api/portal/forms?client=${mine}`);
    expect(list.statusCode, list.body).toBe(200);
    const item = list.json<PortalFormsResponse>().forms.find((f) => f.assignmentId === assignmentId);
    expect(item).toMatchObject({ formId: form.id, title: 'Lijsttest', state: 'open', canEdit: false, submittedAt: null });
    const overview = await call(a.tokens.client, 'GET', `/api/portal/clients/${mine}/overview`);
    expect(overview.statusCode, overview.body).toBe(200);
    expect(JSON.stringify(overview.json())).toContain(`/clientportal/forms?client=${mine}&form=${form.id}`);

    const archived = await newForm({ title: 'Gearchiveerd' });
    const { forms } = await import('../../../db/schema/index.js');
    await t.db.update(forms).set({ status: 'archived' }).where(eq(forms.id, archived.form.id));
    const again = await call(a.tokens.client, 'GET', `/api/portal/forms?client=${mine}`);
    expect(again.json<PortalFormsResponse>().forms.map((f) => f.assignmentId)).not.toContain(archived.assignmentId);
    expect((await call(a.tokens.client, 'GET', `/api/portal/forms/${archived.assignmentId}`)).statusCode).toBe(404);
  });

  it('reads a send with its version’s schema and nothing answered yet', async () => {
    const { assignmentId } = await newForm();
    const form = await read(assignmentId);
    expect(form).toMatchObject({ state: 'open', revision: null, answers: {}, files: [], submittedAt: null });
    expect(form.form.version).toBe(1);
    expect(form.form.schema.pages[0]!.fields.map((f) => f.id)).toEqual(['company', 'email', 'kind']);
  });
});

describe('drafts', () => {
  it('saves, resumes in another session, refuses a stale revision and keeps what was stored', async () => {
    const { assignmentId } = await newForm();
    const first = await saveDraft(assignmentId, { company: 'Bakk', email: 'info@' }, null);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<{ revision: number }>().revision).toBe(1);

    // Another device of the same client user.
    const other = await logInAs(t.app, a.client);
    const resumed = await read(assignmentId, other);
    expect(resumed).toMatchObject({ state: 'draft', revision: 1, answers: { company: 'Bakk', email: 'info@' } });
    const second = await saveDraft(assignmentId, { company: 'Bakkerij', email: 'info@' }, 1, other);
    expect(second.json<{ revision: number }>().revision).toBe(2);

    // The first device still thinks revision 1.
    const stale = await saveDraft(assignmentId, { company: 'Oud' }, 1);
    expect(stale.statusCode).toBe(409);
    expect(errorOf(stale).code).toBe('FORM_DRAFT_CHANGED_ELSEWHERE');
    const doubleNew = await saveDraft(assignmentId, { company: 'Nieuw' }, null);
    expect(errorOf(doubleNew).code).toBe('FORM_DRAFT_CHANGED_ELSEWHERE');
    expect((await read(assignmentId)).answers).toEqual({ company: 'Bakkerij', email: 'info@' });
  });

  it('never loses the draft on a refused submit, and reports every wrong field at once', async () => {
    const { form, assignmentId } = await newForm();
    await saveDraft(assignmentId, { company: 'Korrel', kind: 'shop' }, null);
    const res = await submit(assignmentId, { company: 'x'.repeat(51), email: 'geen-mail', kind: 'shop', shop_size: 'veel', budget: -5, docs: ['nope'] }, 1);
    expect(res.statusCode, res.body).toBe(400);
    expect(errorOf(res)).toMatchObject({
      code: 'FORM_ANSWERS_INVALID',
      fields: {
        company: 'FORM_ANSWER_TOO_LONG',
        email: 'FORM_ANSWER_EMAIL_INVALID',
        shop_size: 'FORM_ANSWER_NUMBER_INVALID',
        budget: 'FORM_ANSWER_TOO_LOW',
        docs: 'FORM_ANSWER_FILE_INVALID',
      },
    });
    const after = await read(assignmentId);
    expect(after).toMatchObject({ state: 'draft', revision: 1, answers: { company: 'Korrel', kind: 'shop' } });
    expect(await inbox(a.sanne.user.id, 'formulier', form.id)).toHaveLength(0);
  });

  it('refuses a wrong shape in a draft (400) and keeps the stored one', async () => {
    const { assignmentId } = await newForm();
    await saveDraft(assignmentId, { company: 'Korrel' }, null);
    const res = await saveDraft(assignmentId, { company: ['x'], budget: 'veel' }, 1);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).fields).toEqual({ company: 'FORM_ANSWER_INVALID', budget: 'FORM_ANSWER_NUMBER_INVALID' });
    expect((await read(assignmentId)).answers).toEqual({ company: 'Korrel' });
  });
});

describe('submitting', () => {
  it('turns the draft into the submission, completes the send and tells the account managers once', async () => {
    const { form, assignmentId } = await newForm();
    await saveDraft(assignmentId, { company: 'Korrel' }, null);
    // A hidden field's answer (shop_size without kind = shop) is dropped, never checked.
    const res = await submit(assignmentId, { ...good, shop_size: 'niet gevraagd', unknown: 'weg' }, 1);
    expect(res.statusCode, res.body).toBe(200);
    const { submission } = res.json<{ submission: { id: string; state: string } }>();
    expect(submission.state).toBe('submitted');
    const [row] = await t.db.select().from(formSubmissions).where(eq(formSubmissions.id, submission.id));
    expect(row).toMatchObject({ state: 'submitted', status: 'new', version: 1, source: 'portal', clientId: mine, submittedBy: a.client.user.id });
    expect(row!.submissionData).toEqual(good);
    expect(row!.searchText).toContain('Bakkerij De Korrel');
    expect(row!.searchText).toContain('Dienst');
    const drafts = await t.db
      .select()
      .from(formSubmissions)
      .where(and(eq(formSubmissions.formId, form.id), eq(formSubmissions.state, 'draft')));
    expect(drafts).toHaveLength(0);
    const [send] = await t.db.select().from(formAssignments).where(eq(formAssignments.id, assignmentId));
    expect(send!.completedAt).not.toBeNull();

    for (const manager of [a.sanne, a.mark]) {
      const told = await inbox(manager.user.id, 'formulier', form.id);
      expect(told).toHaveLength(1);
      expect(told[0]).toMatchObject({
        submissionId: submission.id,
        clientId: mine,
        clientName: 'Bakkerij De Korrel',
        formTitle: 'Intake nieuwe klant',
        platform: null,
      });
    }
    expect(await inbox(a.admin.user.id, 'formulier', form.id)).toHaveLength(0);
    // The team opens it through the existing submission route.
    const opened = await call(a.tokens.sanne, 'GET', `/api/forms/submissions/${submission.id}`);
    expect(opened.statusCode, opened.body).toBe(200);

    const again = await submit(assignmentId, good, 2);
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).code).toBe('FORM_ALREADY_SUBMITTED');
    expect(await inbox(a.sanne.user.id, 'formulier', form.id)).toHaveLength(1);
    const list = await call(a.tokens.client, 'GET', `/api/portal/forms?client=${mine}`);
    expect(list.json<PortalFormsResponse>().forms.find((f) => f.assignmentId === assignmentId)).toMatchObject({ state: 'submitted', canEdit: false });
    expect((await saveDraft(assignmentId, good, 2)).statusCode).toBe(409);
  });

  it('submits without a draft, and mails only the managers whose preference says so', async () => {
    const sanneOff = await call(a.tokens.sanne, 'PUT', '/api/notifications/preferences', { types: [{ type: 'formulier', inApp: true, email: false }] });
    expect(sanneOff.statusCode, sanneOff.body).toBe(200);
    const markOn = await call(a.tokens.mark, 'PUT', '/api/notifications/preferences', { types: [{ type: 'formulier', inApp: true, email: true }] });
    expect(markOn.statusCode, markOn.body).toBe(200);
    const { form, assignmentId } = await newForm({ title: 'Mailtest' });
    expect((await submit(assignmentId, good, null)).statusCode).toBe(200);
    const mails = await t.db.select().from(mailOutbox);
    const about = mails.filter((m) => m.text.includes('Mailtest'));
    expect(about.map((m) => m.to)).toEqual([a.mark.email]);
    expect(await inbox(a.sanne.user.id, 'formulier', form.id)).toHaveLength(1);
  });
});

describe('versions', () => {
  it('a draft started on v1 answers v2 once published; the submission keeps its version', async () => {
    const { form, assignmentId } = await newForm();
    await saveDraft(assignmentId, { company: 'Korrel' }, null);
    const v2 = [[...fields[0]!, { id: 'website', label: 'Website', type: 'short_text', required: true } as FormFieldInput], fields[1]!];
    await publishVersion(t.db, form, v2);
    const draft = await read(assignmentId);
    expect(draft.form.version).toBe(2);
    expect(draft.answers).toEqual({ company: 'Korrel' });
    const refused = await submit(assignmentId, good, 1);
    expect(errorOf(refused).fields).toEqual({ website: 'FORM_ANSWER_REQUIRED' });
    expect((await submit(assignmentId, { ...good, website: 'korrel.nl' }, 1)).statusCode).toBe(200);
    await publishVersion(t.db, form, fields);
    const submitted = await read(assignmentId);
    expect(submitted.form.version).toBe(2);
    expect(submitted.form.schema.pages[0]!.fields.map((f) => f.id)).toContain('website');
  });
});

describe('editing after submitting', () => {
  it('edits the submission when allowed, records the changed fields and tells the managers; a change after a republish answers the newest version', async () => {
    const { form, assignmentId } = await newForm({ settings: { allowEditAfterSubmit: true } });
    const first = await submit(assignmentId, good, null);
    expect(first.statusCode).toBe(200);
    const { id, revision } = first.json<{ submission: { id: string; revision: number } }>().submission;
    expect((await read(assignmentId)).form.editSchema).toBeNull();
    // v2: the company question renamed, a required website asked, the file field dropped.
    const v2 = [
      [
        { ...fields[0]![0]!, label: 'Officiële bedrijfsnaam' },
        ...fields[0]!.slice(1),
        { id: 'website', label: 'Website', type: 'short_text', required: true } as FormFieldInput,
      ],
      fields[1]!.filter((f) => f.id !== 'docs'),
    ];
    await publishVersion(t.db, form, v2);
    const listed = await call(a.tokens.client, 'GET', `/api/portal/forms?client=${mine}`);
    expect(listed.json<PortalFormsResponse>().forms.find((f) => f.assignmentId === assignmentId)?.canEdit).toBe(true);
    // The answers are shown as answered (v1); a change is made on v2.
    const shown = await read(assignmentId);
    expect(shown.form.version).toBe(1);
    expect(shown.form.schema.pages[0]!.fields.map((f) => f.label)).toContain('Bedrijfsnaam');
    expect(shown.form.editSchema?.pages[0]!.fields.map((f) => f.id)).toContain('website');

    expect(errorOf(await submit(assignmentId, { ...good, company: 'De Nieuwe Korrel' }, revision)).fields).toEqual({ website: 'FORM_ANSWER_REQUIRED' });
    const edit = await submit(assignmentId, { ...good, company: 'De Nieuwe Korrel', budget: 200000, website: 'korrel.nl' }, revision);
    expect(edit.statusCode, edit.body).toBe(200);
    const [row] = await t.db.select().from(formSubmissions).where(eq(formSubmissions.id, id));
    expect(row).toMatchObject({ version: 2, changedFieldIds: ['company', 'website', 'budget'], state: 'submitted' });
    const told = await inbox(a.sanne.user.id, 'form_modification', form.id);
    expect(told).toHaveLength(1);
    expect(told[0]!.description).toContain('"Officiële bedrijfsnaam", "Website", "Maandbudget"');
    expect(told[0]!.submissionId).toBe(id);
    expect(await inbox(a.sanne.user.id, 'formulier', form.id)).toHaveLength(1);
    const after = await read(assignmentId);
    expect(after.form.version).toBe(2);
    expect(after.form.editSchema).toBeNull();

    // A stale revision is refused; an unchanged edit tells nobody.
    expect(errorOf(await submit(assignmentId, good, revision)).code).toBe('FORM_DRAFT_CHANGED_ELSEWHERE');
    const now = (await read(assignmentId)).revision!;
    expect((await submit(assignmentId, { ...good, company: 'De Nieuwe Korrel', budget: 200000, website: 'korrel.nl' }, now)).statusCode).toBe(200);
    expect(await inbox(a.sanne.user.id, 'form_modification', form.id)).toHaveLength(1);
    await setFormSettings(t.db, form, { allowEditAfterSubmit: false });
    expect(errorOf(await submit(assignmentId, good, now)).code).toBe('FORM_ALREADY_SUBMITTED');
  });

  it('notifyFormRepublished tells the portal users of clients with a draft or a submission, once each', async () => {
    const { form, assignmentId } = await newForm({ title: 'Herpublicatie' });
    await saveDraft(assignmentId, { company: 'Korrel' }, null);
    const mailed = await transactionWithEvents({ db: t.db, events: t.app.events }, (tx, emit) =>
      notifyFormRepublished(tx, { env: t.env, emit }, { formId: form.id, companyId: form.companyId, changedLabels: ['Website'] }),
    );
    const told = await inbox(a.client.user.id, 'form_modification', form.id);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ clientId: mine, description: 'Gewijzigde velden: "Website"', title: 'Formulier aangepast: Herpublicatie' });
    expect(await inbox(a.sanne.user.id, 'form_modification', form.id)).toHaveLength(0);
    // A client's kinds mail by default: the agency's branded mail with the portal's link.
    expect(mailed).toBe(true);
    const mail = await latestMail(t.db, a.client.email, 'form_modification');
    expect(mail?.text).toContain(`/clientportal/forms?client=${mine}&form=${form.id}`);
  });
});

describe('isolation and hostile input', () => {
  it('answers 404 for another client’s send, another company’s and unknown ids; the team gets 403 on portal routes', async () => {
    const { assignmentId } = await newForm();
    const form2 = await createPublishedForm(t.db, { companyId: a.admin.company.id, fields });
    const theirsSend = await sendForm(t.db, form2, theirs);
    const formB = await createPublishedForm(t.db, { companyId: b.admin.company.id, fields });
    const foreignSend = await sendForm(t.db, formB, foreign);

    for (const id of [theirsSend, foreignSend, '00000000-0000-4000-8000-000000000000']) {
      expect((await call(a.tokens.client, 'GET', `/api/portal/forms/${id}`)).statusCode).toBe(404);
      expect((await saveDraft(id, good, null)).statusCode).toBe(404);
      expect((await submit(id, good, null)).statusCode).toBe(404);
    }
    expect((await call(a.tokens.client, 'GET', `/api/portal/forms?client=${theirs}`)).statusCode).toBe(404);
    expect((await call(a.tokens.client, 'GET', `/api/portal/forms?client=${foreign}`)).statusCode).toBe(404);
    // B's client user reaches their own send only.
    expect((await call(b.tokens.client, 'GET', `/api/portal/forms/${foreignSend}`)).statusCode).toBe(200);
    expect((await call(b.tokens.client, 'GET', `/api/portal/forms/${assignmentId}`)).statusCode).toBe(404);

    expect((await call(a.tokens.sanne, 'GET', `/api/portal/forms/${assignmentId}`)).statusCode).toBe(403);
    expect((await saveDraft(assignmentId, good, null, a.tokens.admin)).statusCode).toBe(403);
    expect((await submit(assignmentId, good, null, a.tokens.sanne)).statusCode).toBe(403);
  });

  it('lets the team read a client’s forms as the client (Bekijk als klant), read-only and within the company', async () => {
    const { assignmentId } = await newForm();
    await saveDraft(assignmentId, { company: 'Voorbeeld' }, null);
    const list = await call(a.tokens.mark, 'GET', `/api/clients/${mine}/portal-preview/forms`);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json<PortalFormsResponse>().forms.map((f) => f.assignmentId)).toContain(assignmentId);
    const one = await call(a.tokens.mark, 'GET', `/api/clients/${mine}/portal-preview/forms/${assignmentId}`);
    expect(one.json<PortalFormResponse>().answers).toEqual({ company: 'Voorbeeld' });
    expect((await call(a.tokens.mark, 'GET', `/api/clients/${theirs}/portal-preview/forms/${assignmentId}`)).statusCode).toBe(404);
    expect((await call(b.tokens.admin, 'GET', `/api/clients/${mine}/portal-preview/forms`)).statusCode).toBe(404);
    expect((await call(a.tokens.client, 'GET', `/api/clients/${mine}/portal-preview/forms`)).statusCode).toBe(403);
  });

  it('answers hostile input with 400, never 500', async () => {
    const { assignmentId } = await newForm();
    const bodies: unknown[] = [
      { answers: 'x', revision: null },
      { answers: { company: { $where: '1' } }, revision: 'x' },
      { answers: { ['a'.repeat(100)]: 1 }, revision: null },
      { answers: { company: 'x'.repeat(600_000) }, revision: null },
      { answers: { company: 'a\u0000b' }, revision: null },
      { answers: { docs: ['../../etc/passwd'] }, revision: null },
      { answers: Object.fromEntries(Array.from({ length: 500 }, (_, i) => [`f${i}`, i])), revision: null },
      { answers: {}, revision: -1 },
      [],
    ];
    for (const body of bodies) {
      for (const url of [`/api/portal/forms/${assignmentId}/draft`, `/api/portal/forms/${assignmentId}/submit`]) {
        const res = await t.app.inject({ method: url.endsWith('draft') ? 'PUT' : 'POST', url, cookies: { sid: a.tokens.client }, payload: body as object });
        expect([400, 413], `${url} ${JSON.stringify(body).slice(0, 80)} → ${res.body.slice(0, 200)}`).toContain(res.statusCode);
      }
    }
    expect([400, 404]).toContain((await call(a.tokens.client, 'GET', '/api/portal/forms/not-a-uuid')).statusCode);
    expect([400, 404]).toContain((await call(a.tokens.client, 'GET', '/api/portal/forms?client=nope')).statusCode);
  });

  it('attaches uploaded files to the submission; a file of another company is refused', async () => {
    const { assignmentId } = await newForm();
    const [own] = await t.db
      .insert(storedFiles)
      .values({
        companyId: a.admin.company.id,
        storageKey: `k-${Date.now()}-1`,
        name: 'offerte.pdf',
        mimeType: 'application/pdf',
        size: 1000,
        uploadedBy: a.client.user.id,
      })
      .returning({ id: storedFiles.id });
    const [other] = await t.db
      .insert(storedFiles)
      .values({ companyId: b.admin.company.id, storageKey: `k-${Date.now()}-2`, name: 'geheim.pdf', mimeType: 'application/pdf', size: 1000 })
      .returning({ id: storedFiles.id });
    const refused = await submit(assignmentId, { ...good, docs: [other!.id] }, null);
    expect(errorOf(refused).fields).toEqual({ docs: 'FORM_ANSWER_FILE_INVALID' });
    const res = await submit(assignmentId, { ...good, docs: [own!.id] }, null);
    expect(res.statusCode, res.body).toBe(200);
    const read1 = await read(assignmentId);
    expect(read1.files.map((f) => f.name)).toEqual(['offerte.pdf']);
    const [file] = await t.db.select().from(storedFiles).where(eq(storedFiles.id, own!.id));
    expect(file).toMatchObject({ ownerType: 'form_submission', ownerId: res.json<{ submission: { id: string } }>().submission.id });
  });
});

describe('the upload purposes and the owner registered with the files registry', () => {
  it('authorises form_answer for a client user in scope and a file field only, form_public for an open link, and reads by scope', async () => {
    const purposes = new Map<string, { authorize: (...args: never[]) => Promise<{ companyId: string; rules: unknown }> }>();
    const owners = new Map<string, { canRead: (...args: never[]) => Promise<boolean> }>();
    registerFormFiles({
      db: t.db,
      files: { registerPurpose: (n: string, p: never) => purposes.set(n, p), registerOwner: (n: string, o: never) => owners.set(n, o) },
    } as never);
    expect([...purposes.keys()]).toEqual(['form_answer', 'form_public']);
    const { form, assignmentId } = await newForm({ publicLink: true });
    const client = await actorFor(t.db, a.client.user.id, a.admin.company.id);
    const answer = purposes.get('form_answer')!.authorize as (
      db: unknown,
      who: unknown,
      params: Record<string, string>,
    ) => Promise<{ companyId: string; rules: unknown }>;
    expect(await answer(t.db, { actor: client, ip: '1.1.1.1' }, { assignment: assignmentId, field: 'docs' })).toEqual({
      companyId: a.admin.company.id,
      rules: { kinds: ['pdf'], maxBytes: 25 * 1024 * 1024 },
    });
    await expect(answer(t.db, { actor: client, ip: '1.1.1.1' }, { assignment: assignmentId, field: 'company' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(answer(t.db, { actor: null, ip: '1.1.1.1' }, { assignment: assignmentId, field: 'docs' })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    const otherClient = await actorFor(t.db, b.client.user.id, b.admin.company.id);
    await expect(answer(t.db, { actor: otherClient, ip: '1.1.1.1' }, { assignment: assignmentId, field: 'docs' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const marketeer = await actorFor(t.db, a.sanne.user.id, a.admin.company.id);
    await expect(answer(t.db, { actor: marketeer, ip: '1.1.1.1' }, { assignment: assignmentId, field: 'docs' })).rejects.toMatchObject({ code: 'FORBIDDEN' });

    const pub = purposes.get('form_public')!.authorize as typeof answer;
    expect((await pub(t.db, { actor: null, ip: '1.1.1.1' }, { token: form.publicToken, field: 'docs' })).companyId).toBe(a.admin.company.id);
    await expect(pub(t.db, { actor: null, ip: '1.1.1.1' }, { token: 'x'.repeat(43), field: 'docs' })).rejects.toMatchObject({ code: 'NOT_FOUND' });

    const submitted = await submit(assignmentId, good, null);
    const id = submitted.json<{ submission: { id: string } }>().submission.id;
    const canRead = owners.get('form_submission')!.canRead as (db: unknown, actor: unknown, id: string) => Promise<boolean>;
    expect(await canRead(t.db, client, id)).toBe(true);
    expect(await canRead(t.db, marketeer, id)).toBe(true);
    expect(await canRead(t.db, otherClient, id)).toBe(false);
    expect(await canRead(t.db, await actorFor(t.db, b.admin.user.id, b.admin.company.id), id)).toBe(false);
  });
});
