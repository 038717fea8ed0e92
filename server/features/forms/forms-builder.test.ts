/**
 * The team's forms API, building (issue 35): create (from a starter template too), the list with
 * search, status and owner filters and its cursor, saving with a revision, every wrong field at
 * once, publishing and versions, archive/restore/duplicate/delete, the public link and hostile input.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FormSchema } from '../../../common/forms/form-schema.js';
import { formListResponse, formResponse, formSubmissionResponse } from '../../../common/schemas/forms.js';
import { formAssignments, formSubmissions, formVersions, forms, storedFiles } from '../../db/schema/index.js';
import { createUser } from '../../test/factories.js';
import { createTestApp, logInAs, type TestApp } from '../../test/test-app.js';
import { clientWithPortalUser, formsOf, insertSubmission, simpleSchema } from './test-kit.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function team() {
  const marketeer = await createUser(t.db);
  const sid = await logInAs(t.app, marketeer);
  return { marketeer, sid, api: formsOf(t, sid) };
}

describe('creating and reading forms', () => {
  it('creates an empty draft owned by its maker, and one from each starter template with its kind', async () => {
    const { marketeer, api } = await team();
    const empty = await api.create({ title: '  Intake  ', description: 'Voor nieuwe klanten' });
    expect(formResponse.parse({ form: empty }).form).toMatchObject({
      title: 'Intake',
      description: 'Voor nieuwe klanten',
      kind: 'form',
      status: 'draft',
      currentVersion: null,
      revision: 1,
      publicToken: null,
      hasUnpublishedChanges: true,
      owner: { id: marketeer.user.id },
      formData: { pages: [{ id: 'pagina_1', fields: [] }] },
      assignments: [],
    });
    const brief = await api.create({ title: 'Voorjaarscampagne', template: 'campaign_brief' });
    expect(brief.kind).toBe('ad_brief');
    expect(JSON.stringify(brief.formData)).toContain('ad_creatives');
    const intake = await api.create({ title: 'Intake', template: 'intake', kind: 'ad_brief' });
    expect(intake.kind).toBe('form');
    const unknown = await api.call('POST', '/api/forms', { title: 'X', template: 'bestaat_niet' });
    expect(unknown.statusCode).toBe(400);
    const noTitle = await api.call('POST', '/api/forms', { title: '   ' });
    expect(noTitle.json().error.code).toBe('FORM_TITLE_REQUIRED');
  });

  it('lists the company’s forms newest changed first, searched by title (typos too), filtered by status and owner, paged by cursor', async () => {
    const { marketeer, api } = await team();
    const colleague = await createUser(t.db, { company: marketeer.company });
    const colleagueApi = formsOf(t, await logInAs(t.app, colleague));
    const check = await api.published('Maandelijkse check-in');
    const intake = await api.create({ title: 'Intake nieuwe klant' });
    const theirs = await colleagueApi.create({ title: 'Campagnebriefing voorjaar' });
    const archived = await api.create({ title: 'Oud formulier' });
    await api.call('POST', `/api/forms/${archived.id}/archive`);
    const list = async (query = '') => formListResponse.parse((await api.call('GET', `/api/forms${query}`)).json());

    expect((await list()).forms.map((f) => f.title)).toEqual(['Campagnebriefing voorjaar', 'Intake nieuwe klant', 'Maandelijkse check-in']);
    expect((await list('?status=archived')).forms.map((f) => f.id)).toEqual([archived.id]);
    expect((await list('?status=published')).forms.map((f) => f.id)).toEqual([check.id]);
    expect((await list(`?ownerId=${colleague.user.id}`)).forms.map((f) => f.id)).toEqual([theirs.id]);
    expect((await list('?q=intake')).forms.map((f) => f.id)).toEqual([intake.id]);
    expect((await list('?q=campagnebrefing')).forms.map((f) => f.id)).toEqual([theirs.id]);
    expect((await list('?q=%25')).forms).toEqual([]);
    const item = (await list('?status=published')).forms[0]!;
    expect(item).toMatchObject({
      currentVersion: 1,
      hasUnpublishedChanges: false,
      submissionCount: 0,
      openAssignmentCount: 0,
      owner: { id: marketeer.user.id },
    });

    // 55 more: two pages, no repeats.
    for (let i = 0; i < 55; i++) await api.create({ title: `Formulier ${i}` });
    const first = await list();
    expect(first.forms).toHaveLength(50);
    const second = await list(`?cursor=${first.nextCursor}`);
    expect(second.nextCursor).toBeNull();
    const ids = [...first.forms, ...second.forms].map((f) => f.id);
    expect(new Set(ids).size).toBe(58);
    expect((await api.call('GET', '/api/forms?cursor=rommel')).statusCode).toBe(400);
  });
});

describe('saving the builder', () => {
  it('saves with the revision it read and answers 409 FORM_CHANGED_ELSEWHERE to a stale one', async () => {
    const { api } = await team();
    const form = await api.create();
    const saved = await api.patch(form, { title: 'Intake 2026', formData: simpleSchema('naam'), settings: { allowEditAfterSubmit: true } });
    expect(saved).toMatchObject({ revision: 2, title: 'Intake 2026', settings: { allowEditAfterSubmit: true, publicLink: false } });
    const stale = await api.call('PATCH', `/api/forms/${form.id}`, { revision: 1, title: 'Andere titel' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('FORM_CHANGED_ELSEWHERE');
    expect((await api.get(form.id)).title).toBe('Intake 2026');
    const noRevision = await api.call('PATCH', `/api/forms/${form.id}`, { title: 'Zonder' });
    expect(noRevision.statusCode).toBe(400);
    expect(noRevision.json().error.fields).toEqual({ revision: 'VALIDATION_FAILED' });
  });

  it('names every wrong field at once (zod shapes and the structural rules) and saves nothing', async () => {
    const { api } = await team();
    const form = await api.create();
    const bad = {
      pages: [
        {
          id: 'p1',
          fields: [
            { id: 'naam', type: 'short_text', label: '' },
            { id: 'keuze', type: 'dropdown', label: 'Kies', options: [] },
            { id: 'naam', type: 'long_text', label: 'Dubbel' },
            { id: 'getal', type: 'number', label: 'Getal', min: 10, max: 1 },
            { id: 'later', type: 'short_text', label: 'Later', showIf: { match: 'all', conditions: [{ fieldId: 'bestaat_niet', operator: 'filled' }] } },
            { id: 'Fout-ID', type: 'short_text', label: 'Fout' },
            { id: 'soort', type: 'toverstaf', label: 'Onbekend' },
          ],
        },
      ],
    };
    const res = await api.call('PATCH', `/api/forms/${form.id}`, {
      revision: form.revision,
      title: '',
      formData: bad,
      settings: { closesAt: 'morgen', bestaat: 1 },
    });
    expect(res.statusCode).toBe(400);
    const { code, fields } = res.json().error;
    expect(code).toBe('FORM_TITLE_REQUIRED');
    expect(fields).toMatchObject({
      title: 'FORM_TITLE_REQUIRED',
      naam: 'FORM_FIELD_LABEL_REQUIRED',
      keuze: 'FORM_OPTIONS_REQUIRED',
      'Fout-ID': 'FORM_FIELD_ID_INVALID',
      soort: 'VALIDATION_FAILED',
      'settings.closesAt': 'FORM_SETTINGS_INVALID',
      'settings.bestaat': 'FORM_SETTINGS_INVALID',
    });
    // Structurally wrong (once the shapes are right): duplicates, limits and conditions, all named.
    const shaped = structuredClone(bad);
    shaped.pages[0]!.fields = shaped.pages[0]!.fields.filter((f) => !['keuze', 'Fout-ID', 'soort'].includes(f.id)).map((f) => ({
      ...f,
      label: f.label || 'Naam',
    }));
    const structural = await api.call('PATCH', `/api/forms/${form.id}`, { revision: form.revision, formData: shaped });
    expect(structural.json().error).toMatchObject({
      code: 'FORM_SCHEMA_INVALID',
      fields: { naam: 'FORM_FIELD_ID_DUPLICATE', getal: 'FORM_FIELD_LIMITS_INVALID', later: 'FORM_CONDITION_FIELD_INVALID' },
    });
    expect((await api.get(form.id)).revision).toBe(1);
    const copyField = await api.call('PATCH', `/api/forms/${form.id}`, {
      revision: 1,
      formData: simpleSchema('naam'),
      settings: { copyToEmailFieldId: 'naam' },
    });
    expect(copyField.json().error.fields).toEqual({ 'settings.copyToEmailFieldId': 'FORM_COPY_FIELD_INVALID' });
  });

  it('refuses hostile input with 400 or 413, never 500', async () => {
    const { api, sid } = await team();
    const form = await api.create();
    const nul = await api.call('PATCH', `/api/forms/${form.id}`, { revision: 1, title: 'Naam\u0000' });
    expect(nul.statusCode).toBe(400);
    const control = await api.call('POST', '/api/forms', { title: 'Bel\u0007' });
    expect(control.statusCode).toBe(400);
    const deep = `{"revision":1,"formData":${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}}`;
    const deepRes = await t.app.inject({
      method: 'PATCH',
      url: `/api/forms/${form.id}`,
      cookies: { sid },
      headers: { 'content-type': 'application/json' },
      payload: deep,
    });
    expect([400, 413]).toContain(deepRes.statusCode);
    const huge = await api.call('PATCH', `/api/forms/${form.id}`, {
      revision: 1,
      formData: { pages: [{ id: 'p', fields: [{ id: 'a', type: 'long_text', label: 'x'.repeat(3_000_000) }] }] },
    });
    expect(huge.statusCode).toBe(413);
    const notObject = await api.call('PATCH', `/api/forms/${form.id}`, { revision: 1, formData: [1, 2] });
    expect(notObject.statusCode).toBe(400);
    const manyPages = { pages: Array.from({ length: 25 }, (_, i) => ({ id: `p${i}`, fields: [] })) };
    expect((await api.call('PATCH', `/api/forms/${form.id}`, { revision: 1, formData: manyPages })).json().error.fields).toEqual({
      pages: 'VALIDATION_FAILED',
    });
    expect((await api.get(form.id)).revision).toBe(1);
  });
});

describe('publishing and versions', () => {
  it('publishes a new version each time, knows unpublished changes, and refuses an empty or unchanged one', async () => {
    const { api } = await team();
    const form = await api.create();
    const empty = await api.call('POST', `/api/forms/${form.id}/publish`, { revision: form.revision });
    expect(empty.json().error.code).toBe('FORM_EMPTY');
    const v1 = await api.publish(await api.patch(form, { formData: simpleSchema('naam', 'bericht') }));
    expect(v1).toMatchObject({ status: 'published', currentVersion: 1, hasUnpublishedChanges: false });
    expect((await api.call('POST', `/api/forms/${form.id}/publish`, { revision: v1.revision })).json().error.code).toBe('FORM_NO_CHANGES');
    const edited = await api.patch(v1, { formData: simpleSchema('naam') });
    expect(edited).toMatchObject({ status: 'published', currentVersion: 1, hasUnpublishedChanges: true });
    const v2 = await api.publish(edited);
    expect(v2).toMatchObject({ currentVersion: 2, hasUnpublishedChanges: false });
    const versions = await t.db.select().from(formVersions).where(eq(formVersions.formId, form.id)).orderBy(formVersions.version);
    expect(versions.map((v) => v.version)).toEqual([1, 2]);
    expect(await api.call('POST', `/api/forms/${form.id}/publish`, { revision: 1 }).then((r) => r.json().error.code)).toBe('FORM_CHANGED_ELSEWHERE');
  });

  it('shows a submission of version 1 with version 1’s schema after version 2 removed a field', async () => {
    const { marketeer, api } = await team();
    const v1 = await api.published('Check-in', simpleSchema('naam', 'budget'));
    const submission = await insertSubmission(t.db, { form: v1, companyId: marketeer.company.id, version: 1, answers: { naam: 'Petra', budget: 'veel' } });
    await api.publish(await api.patch(v1, { formData: simpleSchema('naam') }));
    const res = await api.call('GET', `/api/forms/submissions/${submission.id}`);
    const { form } = formSubmissionResponse.parse(res.json()).submission;
    const ids = (form.formData as FormSchema).pages[0]!.fields.map((f) => f.id);
    expect(ids).toEqual(['naam', 'budget']);
    expect((await api.get(v1.id)).formData).toEqual(simpleSchema('naam'));
  });
});

describe('archive, restore, duplicate, delete, public link', () => {
  it('archives (no edits then), restores to published, duplicates as a draft copy', async () => {
    const { marketeer, api } = await team();
    const form = await api.published('Intake');
    const archived = (await api.call('POST', `/api/forms/${form.id}/archive`)).json().form;
    expect(archived.status).toBe('archived');
    const edit = await api.call('PATCH', `/api/forms/${form.id}`, { revision: archived.revision, title: 'Nee' });
    expect(edit.json().error.code).toBe('FORM_ARCHIVED');
    expect((await api.call('POST', `/api/forms/${form.id}/publish`, { revision: archived.revision })).json().error.code).toBe('FORM_ARCHIVED');
    const restored = (await api.call('POST', `/api/forms/${form.id}/restore`)).json().form;
    expect(restored.status).toBe('published');
    const draft = await api.create({ title: 'Concept' });
    await api.call('POST', `/api/forms/${draft.id}/archive`);
    expect((await api.call('POST', `/api/forms/${draft.id}/restore`)).json().form.status).toBe('draft');

    const colleague = await createUser(t.db, { company: marketeer.company });
    const copyRes = await formsOf(t, await logInAs(t.app, colleague)).call('POST', `/api/forms/${form.id}/duplicate`);
    expect(copyRes.statusCode).toBe(201);
    const copy = copyRes.json().form;
    expect(copy).toMatchObject({
      title: 'Intake (kopie)',
      status: 'draft',
      currentVersion: null,
      publicToken: null,
      owner: { id: colleague.user.id },
      formData: form.formData,
    });
  });

  it('deletes a form with its versions, sends, submissions and their files', async () => {
    const { marketeer, api } = await team();
    const { client } = await clientWithPortalUser(t.db, marketeer);
    const form = await api.published('Weg ermee');
    await api.send(form.id, [client.id]);
    const submission = await insertSubmission(t.db, { form, companyId: marketeer.company.id, version: 1, answers: { naam: 'x' }, clientId: client.id });
    await t.db.insert(storedFiles).values({
      companyId: marketeer.company.id,
      storageKey: `test/${crypto.randomUUID()}`,
      name: 'logo.png',
      mimeType: 'image/png',
      size: 10,
      ownerType: 'form_submission',
      ownerId: submission.id,
    });
    const res = await api.call('DELETE', `/api/forms/${form.id}`);
    expect(res.statusCode).toBe(204);
    expect(await t.db.$count(forms, eq(forms.id, form.id))).toBe(0);
    expect(await t.db.$count(formSubmissions, eq(formSubmissions.formId, form.id))).toBe(0);
    expect(await t.db.$count(formAssignments, eq(formAssignments.formId, form.id))).toBe(0);
    expect(await t.db.$count(formVersions, eq(formVersions.formId, form.id))).toBe(0);
    expect(await t.db.$count(storedFiles, eq(storedFiles.ownerId, submission.id))).toBe(0);
    expect((await api.call('GET', `/api/forms/${form.id}`)).statusCode).toBe(404);
  });

  it('switches the public link on with a fresh 32-byte token and off again', async () => {
    const { api } = await team();
    const form = await api.published('Contact');
    const on = (await api.call('PUT', `/api/forms/${form.id}/public-link`, { enabled: true })).json().form;
    expect(on.publicToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(on.settings.publicLink).toBe(true);
    const again = (await api.call('PUT', `/api/forms/${form.id}/public-link`, { enabled: true })).json().form;
    expect(again.publicToken).toBe(on.publicToken);
    const off = (await api.call('PUT', `/api/forms/${form.id}/public-link`, { enabled: false })).json().form;
    expect(off).toMatchObject({ publicToken: null, settings: { publicLink: false } });
    const next = (await api.call('PUT', `/api/forms/${form.id}/public-link`, { enabled: true })).json().form;
    expect(next.publicToken).not.toBe(on.publicToken);
  });
});

describe('isolation', () => {
  it('answers 404 for another company’s form on every route, 403 for a client, 401 without a session', async () => {
    const { api } = await team();
    const other = await team();
    const theirs = await other.api.published('Van een ander');
    for (const [method, url, body] of [
      ['GET', `/api/forms/${theirs.id}`],
      ['PATCH', `/api/forms/${theirs.id}`, { revision: theirs.revision, title: 'Gekaapt' }],
      ['POST', `/api/forms/${theirs.id}/publish`, { revision: theirs.revision }],
      ['POST', `/api/forms/${theirs.id}/archive`],
      ['POST', `/api/forms/${theirs.id}/restore`],
      ['POST', `/api/forms/${theirs.id}/duplicate`],
      ['PUT', `/api/forms/${theirs.id}/public-link`, { enabled: true }],
      ['GET', `/api/forms/${theirs.id}/submissions`],
      ['GET', `/api/forms/${theirs.id}/submissions.csv`],
      ['DELETE', `/api/forms/${theirs.id}`],
    ] as const) {
      const res = await api.call(method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await other.api.get(theirs.id)).title).toBe('Van een ander');
    const client = await createUser(t.db, { company: other.marketeer.company, isClient: true });
    const clientApi = formsOf(t, await logInAs(t.app, client));
    expect((await clientApi.call('GET', '/api/forms')).statusCode).toBe(403);
    expect((await clientApi.call('GET', `/api/forms/${theirs.id}`)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/forms' })).statusCode).toBe(401);
  });
});
