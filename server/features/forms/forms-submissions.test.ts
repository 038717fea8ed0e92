/**
 * A form's submissions for the team (issue 35): the page with filters, search and cursor (drafts
 * never), the status, internal notes (never in anything a client reads), deleting, the streamed
 * CSV export, a checklist from an ad brief and global search.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { starterTemplates } from '../../../common/forms/starter-templates.js';
import { submissionListResponse } from '../../../common/schemas/forms.js';
import { checklistItems, checklists, formSubmissionNotes, formSubmissions, storedFiles } from '../../db/schema/index.js';
import { createUser } from '../../test/factories.js';
import { createTestApp, logInAs, type TestApp } from '../../test/test-app.js';
import { csvPageSize } from './export-csv.js';
import { clientWithPortalUser, formsOf, insertSubmission, simpleSchema } from './test-kit.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function team(role: 'marketeer' | 'admin' = 'marketeer') {
  const marketeer = await createUser(t.db, { role });
  const sid = await logInAs(t.app, marketeer);
  return { marketeer, sid, api: formsOf(t, sid) };
}

describe('the submissions page', () => {
  it('lists submitted answers newest first with a preview, filtered by status, searched, paged; drafts never', async () => {
    const { marketeer, api } = await team();
    const { client, portal } = await clientWithPortalUser(t.db, marketeer, 'Bakkerij Zoet');
    const schema = simpleSchema('naam', 'bericht');
    const form = await api.published('Offerte', schema);
    const base = Date.now() - 100 * 60_000;
    const rows = [];
    for (let i = 0; i < 55; i++)
      rows.push(
        await insertSubmission(t.db, {
          form,
          companyId: marketeer.company.id,
          version: 1,
          schema,
          answers: { naam: `Persoon ${i}`, bericht: i === 7 ? 'Graag een offerte voor croissants' : 'x'.repeat(300) },
          clientId: client.id,
          submittedBy: portal.user.id,
          submittedAt: new Date(base + i * 60_000),
        }),
      );
    await insertSubmission(t.db, { form, companyId: marketeer.company.id, version: 1, answers: { naam: 'Nog bezig' }, state: 'draft', clientId: null });
    const page = async (query = '') => submissionListResponse.parse((await api.call('GET', `/api/forms/${form.id}/submissions${query}`)).json());
    const first = await page();
    expect(first.submissions).toHaveLength(50);
    expect(first.submissions[0]).toMatchObject({
      id: rows[54]!.id,
      status: 'new',
      source: 'portal',
      version: 1,
      client: { name: 'Bakkerij Zoet' },
      submittedBy: { id: portal.user.id },
    });
    expect(first.submissions[0]!.preview.startsWith('Persoon 54 · xxx')).toBe(true);
    expect([...first.submissions[0]!.preview].length).toBeLessThanOrEqual(160);
    const second = await page(`?cursor=${first.nextCursor}`);
    expect(second.submissions.map((s) => s.id)).toEqual(
      rows
        .slice(0, 5)
        .reverse()
        .map((r) => r.id),
    );
    expect(second.nextCursor).toBeNull();
    expect((await page('?q=croissant')).submissions.map((s) => s.id)).toEqual([rows[7]!.id]);
    expect((await page('?q=croisants')).submissions.map((s) => s.id)).toEqual([rows[7]!.id]);
    await api.call('PATCH', `/api/forms/submissions/${rows[3]!.id}`, { status: 'done' });
    expect((await page('?status=done')).submissions.map((s) => s.id)).toEqual([rows[3]!.id]);
    expect((await api.call('GET', `/api/forms/${form.id}/submissions?status=kwijt`)).statusCode).toBe(400);
  });

  it('sets the status, keeps internal notes (author or admin deletes), deletes a submission with its files', async () => {
    const { marketeer, api } = await team();
    const colleague = await createUser(t.db, { company: marketeer.company });
    const colleagueApi = formsOf(t, await logInAs(t.app, colleague));
    const admin = await createUser(t.db, { company: marketeer.company, role: 'admin' });
    const adminApi = formsOf(t, await logInAs(t.app, admin));
    const form = await api.published('Intake');
    const submission = await insertSubmission(t.db, { form, companyId: marketeer.company.id, version: 1, answers: { naam: 'Petra' } });
    const status = await api.call('PATCH', `/api/forms/submissions/${submission.id}`, { status: 'in_progress' });
    expect(status.json().submission.status).toBe('in_progress');
    const noteRes = await api.call('POST', `/api/forms/submissions/${submission.id}/notes`, { body: '  Gebeld, stuurt foto’s na.  ' });
    expect(noteRes.statusCode).toBe(201);
    const note = noteRes.json().note;
    expect(note).toMatchObject({ body: 'Gebeld, stuurt foto’s na.', author: { id: marketeer.user.id } });
    expect((await api.call('POST', `/api/forms/submissions/${submission.id}/notes`, { body: '   ' })).json().error.code).toBe('FORM_NOTE_REQUIRED');
    expect((await api.call('POST', `/api/forms/submissions/${submission.id}/notes`, { body: 'x'.repeat(5001) })).json().error.code).toBe('FORM_NOTE_TOO_LONG');
    const read = (await colleagueApi.call('GET', `/api/forms/submissions/${submission.id}`)).json().submission;
    expect(read.notes).toEqual([note]);
    expect((await colleagueApi.call('DELETE', `/api/forms/submissions/${submission.id}/notes/${note.id}`)).statusCode).toBe(403);
    expect((await adminApi.call('DELETE', `/api/forms/submissions/${submission.id}/notes/${note.id}`)).statusCode).toBe(204);
    const mine = (await api.call('POST', `/api/forms/submissions/${submission.id}/notes`, { body: 'Tweede' })).json().note;
    expect((await api.call('DELETE', `/api/forms/submissions/${submission.id}/notes/${mine.id}`)).statusCode).toBe(204);

    await api.call('POST', `/api/forms/submissions/${submission.id}/notes`, { body: 'Blijft tot het einde' });
    await t.db.insert(storedFiles).values({
      companyId: marketeer.company.id,
      storageKey: `t/${crypto.randomUUID()}`,
      name: 'a.pdf',
      mimeType: 'application/pdf',
      size: 3,
      ownerType: 'form_submission',
      ownerId: submission.id,
    });
    // The team reads the submission with its files (the form sidebar and /forms show them).
    const withFiles = await api.call('GET', `/api/forms/submissions/${submission.id}`);
    expect(withFiles.json().submission.files).toEqual([
      {
        id: expect.any(String),
        name: 'a.pdf',
        mimeType: 'application/pdf',
        size: 3,
        width: null,
        height: null,
        url: expect.stringMatching(/^\/api\/files\/[0-9a-f-]{36}$/),
      },
    ]);
    expect((await api.call('DELETE', `/api/forms/submissions/${submission.id}`)).statusCode).toBe(204);
    expect(await t.db.$count(formSubmissions, eq(formSubmissions.id, submission.id))).toBe(0);
    expect(await t.db.$count(formSubmissionNotes, eq(formSubmissionNotes.submissionId, submission.id))).toBe(0);
    expect(await t.db.$count(storedFiles, eq(storedFiles.ownerId, submission.id))).toBe(0);
    expect((await api.call('GET', `/api/forms/submissions/${submission.id}`)).statusCode).toBe(404);
  });

  it('never lets a client or another company read or touch a submission or its notes', async () => {
    const { marketeer, api } = await team();
    const { client, portal } = await clientWithPortalUser(t.db, marketeer);
    const form = await api.published('Intake');
    const submission = await insertSubmission(t.db, {
      form,
      companyId: marketeer.company.id,
      version: 1,
      answers: { naam: 'Petra' },
      clientId: client.id,
      submittedBy: portal.user.id,
    });
    const note = (await api.call('POST', `/api/forms/submissions/${submission.id}/notes`, { body: 'Geheime notitie van het team' })).json().note;
    const clientApi = formsOf(t, await logInAs(t.app, portal));
    for (const [method, url, body] of [
      ['GET', `/api/forms/submissions/${submission.id}`],
      ['PATCH', `/api/forms/submissions/${submission.id}`, { status: 'done' }],
      ['POST', `/api/forms/submissions/${submission.id}/notes`, { body: 'hoi' }],
      ['DELETE', `/api/forms/submissions/${submission.id}/notes/${note.id}`],
      ['GET', `/api/forms/${form.id}/submissions`],
    ] as const)
      expect((await clientApi.call(method, url, body)).statusCode, `${method} ${url}`).toBe(403);
    // What the client may read of their portal never carries the team's notes.
    for (const url of ['/api/portal/me', `/api/notifications`, `/api/portal/clients/${client.id}/overview`]) {
      const res = await clientApi.call('GET', url);
      expect(res.body).not.toContain('Geheime notitie');
    }
    const other = await team();
    for (const [method, url, body] of [
      ['GET', `/api/forms/submissions/${submission.id}`],
      ['PATCH', `/api/forms/submissions/${submission.id}`, { status: 'done' }],
      ['POST', `/api/forms/submissions/${submission.id}/notes`, { body: 'hoi' }],
      ['DELETE', `/api/forms/submissions/${submission.id}/notes/${note.id}`],
      ['DELETE', `/api/forms/submissions/${submission.id}`],
      ['POST', `/api/forms/submissions/${submission.id}/checklist`, { templateId: crypto.randomUUID() }],
    ] as const)
      expect((await other.api.call(method, url, body)).statusCode, `${method} ${url}`).toBe(404);
    // A note id of another submission is unknown here.
    const second = await insertSubmission(t.db, { form, companyId: marketeer.company.id, version: 1, answers: { naam: 'Ander' } });
    expect((await api.call('DELETE', `/api/forms/submissions/${second.id}/notes/${note.id}`)).statusCode).toBe(404);
  });
});

describe('the CSV export', () => {
  const csvOf = async (sid: string, formId: string) => t.app.inject({ method: 'GET', url: `/api/forms/${formId}/submissions.csv`, cookies: { sid } });

  it('writes a BOM, ; separators, defused formulas, labels of the newest version and a removed field’s answers last', async () => {
    const { marketeer, api, sid } = await team();
    const { client } = await clientWithPortalUser(t.db, marketeer, 'Bakkerij; De Korrel');
    const v1Schema = {
      pages: [
        {
          id: 'p1',
          fields: [
            { id: 'naam', type: 'short_text' as const, label: 'Naam', required: true },
            { id: 'budget', type: 'dropdown' as const, label: 'Budget', required: false, options: [{ value: 'laag', label: 'Laag "klein"' }] },
            { id: 'bedrag', type: 'amount' as const, label: 'Bedrag', required: false },
            { id: 'bijlage', type: 'file' as const, label: 'Bijlage', required: false, accept: ['pdf' as const], maxFiles: 2, maxSizeMb: 5 },
            { id: 'intro', type: 'content' as const, label: 'Welkom', required: false },
          ],
        },
      ],
    };
    const form = await api.published('Offerte', v1Schema);
    const [file] = await t.db
      .insert(storedFiles)
      .values({ companyId: marketeer.company.id, storageKey: `t/${crypto.randomUUID()}`, name: 'offerte.pdf', mimeType: 'application/pdf', size: 3 })
      .returning();
    await insertSubmission(t.db, {
      form,
      companyId: marketeer.company.id,
      version: 1,
      answers: { naam: '=HYPERLINK("http://kwaad")', budget: 'laag', bedrag: 123456, bijlage: [file!.id] },
      clientId: client.id,
      submittedAt: new Date('2026-03-01T09:30:00Z'),
    });
    const v2 = { pages: [{ id: 'p1', fields: [{ ...v1Schema.pages[0]!.fields[0]!, label: 'Volledige naam' }, v1Schema.pages[0]!.fields[3]!] }] };
    await api.publish(await api.patch(await api.get(form.id), { formData: v2 }));
    await insertSubmission(t.db, {
      form,
      companyId: marketeer.company.id,
      version: 2,
      answers: { naam: '@Piet\nregel 2' },
      submittedAt: new Date('2026-03-02T10:00:00Z'),
    });

    const res = await csvOf(sid, form.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="Offerte-inzendingen.csv"');
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Volledige naam;Bijlage;Klant;Status;Ingediend op;Budget;Bedrag');
    expect(lines[1]).toBe(`"'=HYPERLINK(""http://kwaad"")";offerte.pdf;"Bakkerij; De Korrel";Nieuw;01-03-2026 10:30;"Laag ""klein""";€\u00a01.234,56`);
    expect(lines[2]).toBe(`"'@Piet\nregel 2";;;Nieuw;02-03-2026 11:00;;`);
    expect(lines[3]).toBe('');
  });

  it('streams a few thousand rows in pages, all of them once, in order', async () => {
    const { marketeer, api, sid } = await team();
    const form = await api.published('Groot', simpleSchema('naam'));
    const count = csvPageSize * 4 + 17;
    const base = Date.parse('2026-01-01T00:00:00Z');
    const values = Array.from({ length: count }, (_, i) => ({
      formId: form.id,
      companyId: marketeer.company.id,
      version: 1,
      state: 'submitted' as const,
      submissionData: { naam: `Rij ${i}` },
      submittedAt: new Date(base + Math.floor(i / 3) * 1000),
    }));
    for (let i = 0; i < values.length; i += 500) await t.db.insert(formSubmissions).values(values.slice(i, i + 500));
    const res = await csvOf(sid, form.id);
    expect(res.statusCode).toBe(200);
    const lines = res.body.split('\r\n').slice(1, -1);
    expect(lines).toHaveLength(count);
    expect(new Set(lines.map((l) => l.split(';')[0])).size).toBe(count);
    expect(lines[0]!.startsWith('Rij ')).toBe(true);
  });

  it('is for the team of the form’s company only', async () => {
    const { api } = await team();
    const form = await api.published('Eigen');
    const other = await team();
    expect((await csvOf(other.sid, form.id)).statusCode).toBe(404);
  });
});

describe('a checklist from an ad brief', () => {
  it('makes the campaign checklist from a company template, titled after the brief and its client; only for a brief', async () => {
    const { marketeer, api, sid } = await team();
    const { client } = await clientWithPortalUser(t.db, marketeer, 'Bakkerij Brood');
    const brief = await api.create({ title: 'Voorjaarscampagne', template: 'campaign_brief' });
    const published = await api.publish(brief);
    const submission = await insertSubmission(t.db, {
      form: published,
      companyId: marketeer.company.id,
      version: 1,
      answers: {},
      schema: starterTemplates.campaign_brief.schema,
      clientId: client.id,
    });
    const templateRes = await t.app.inject({
      method: 'POST',
      url: '/api/checklists',
      cookies: { sid },
      payload: { title: 'Campagne opzetten', items: ['Pixel controleren', 'Creatives checken'], isTemplate: true },
    });
    expect(templateRes.statusCode, templateRes.body).toBe(201);
    const templateId = templateRes.json().id as string;
    const res = await api.call('POST', `/api/forms/submissions/${submission.id}/checklist`, { templateId });
    expect(res.statusCode, res.body).toBe(201);
    const { checklistId } = res.json();
    const [made] = await t.db.select().from(checklists).where(eq(checklists.id, checklistId));
    expect(made).toMatchObject({
      title: 'Voorjaarscampagne — Bakkerij Brood',
      isTemplate: false,
      creatorId: marketeer.user.id,
      companyId: marketeer.company.id,
    });
    const items = await t.db
      .select({ content: checklistItems.content })
      .from(checklistItems)
      .where(eq(checklistItems.checklistId, checklistId))
      .orderBy(checklistItems.order);
    expect(items.map((i) => i.content)).toEqual(['Pixel controleren', 'Creatives checken']);
    expect((await t.app.inject({ method: 'GET', url: `/api/checklists/${checklistId}`, cookies: { sid } })).statusCode).toBe(200);

    const notATemplate = (await t.app.inject({ method: 'POST', url: '/api/checklists', cookies: { sid }, payload: { title: 'Gewone lijst' } })).json().id;
    const refused = await api.call('POST', `/api/forms/submissions/${submission.id}/checklist`, { templateId: notATemplate });
    expect(refused.json().error).toMatchObject({ code: 'FORM_CHECKLIST_TEMPLATE_UNKNOWN', fields: { templateId: 'FORM_CHECKLIST_TEMPLATE_UNKNOWN' } });
    const other = await team();
    const foreignTemplate = (
      await t.app.inject({ method: 'POST', url: '/api/checklists', cookies: { sid: other.sid }, payload: { title: 'Van een ander', isTemplate: true } })
    ).json().id;
    expect((await api.call('POST', `/api/forms/submissions/${submission.id}/checklist`, { templateId: foreignTemplate })).json().error.code).toBe(
      'FORM_CHECKLIST_TEMPLATE_UNKNOWN',
    );

    const plain = await api.published('Gewoon formulier');
    const plainSubmission = await insertSubmission(t.db, { form: plain, companyId: marketeer.company.id, version: 1, answers: { naam: 'x' } });
    expect((await api.call('POST', `/api/forms/submissions/${plainSubmission.id}/checklist`, { templateId })).json().error.code).toBe('FORM_NOT_AD_BRIEF');
  });
});

describe('global search', () => {
  it('finds forms by title and submissions by their answers, each opening /forms; only in the active company', async () => {
    const { marketeer, api, sid } = await team();
    const { client } = await clientWithPortalUser(t.db, marketeer, 'Slagerij Vlees');
    const schema = simpleSchema('naam', 'bericht');
    const form = await api.published('Zomeractie aanvraag', schema);
    const submission = await insertSubmission(t.db, {
      form,
      companyId: marketeer.company.id,
      version: 1,
      schema,
      answers: { naam: 'Kees', bericht: 'Barbecuepakketten voor de zomer' },
      clientId: client.id,
    });
    await insertSubmission(t.db, {
      form,
      companyId: marketeer.company.id,
      version: 1,
      schema,
      answers: { naam: 'Concept', bericht: 'Barbecuepakketten concept' },
      state: 'draft',
      clientId: null,
    });
    const search = async (who: string, q: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/search?q=${encodeURIComponent(q)}`, cookies: { sid: who } })).json();
    const forms = (await search(sid, 'zomeractie')).groups.find((g: { kind: string }) => g.kind === 'form');
    expect(forms).toMatchObject({
      label: 'Formulieren',
      items: [{ id: form.id, title: 'Zomeractie aanvraag', subtitle: 'Gepubliceerd', href: `/forms?form=${form.id}` }],
    });
    const answers = (await search(sid, 'barbecuepakketten')).groups.find((g: { kind: string }) => g.kind === 'form_submission');
    expect(answers.items).toHaveLength(1);
    expect(answers.items[0]).toMatchObject({
      id: submission.id,
      title: 'Zomeractie aanvraag — Slagerij Vlees',
      href: `/forms?form=${form.id}&submission=${submission.id}`,
    });
    const other = await team('admin');
    expect((await search(other.sid, 'zomeractie')).groups).toEqual([]);
    expect((await search(other.sid, 'barbecuepakketten')).groups).toEqual([]);
  });
});
