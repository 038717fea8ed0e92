/**
 * Forms with stored files end to end (issue 35): a client uploads through tus to a portal form's
 * file field (purpose `form_answer`), a draft names the file and lets go of one it no longer
 * names, the submission lists it for the team and its download is the same bytes; who else may
 * read it (nobody outside the client's scope or the company); a type the field refuses leaves
 * nothing behind; a public form's anonymous upload (`form_public`); an edit after submitting
 * drops a file; deleting the submission or the form removes rows and bytes — on the local driver
 * and on the S3 driver (s3rver).
 */
import { readdir } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FormFieldInput, FormSettings } from '../../../common/forms/form-schema.js';
import type { PortalFormResponse } from '../../../common/schemas/form-answers.js';
import type { FormSubmissionResponse } from '../../../common/schemas/forms.js';
import { formSubmissions, storedFiles } from '../../db/schema/index.js';
import { createAgency, type TestAgency } from '../../test/agency.js';
import { startTestS3, type TestS3 } from '../../test/s3-server.js';
import { createTestApp, logInAs, solveCaptcha, type TestApp } from '../../test/test-app.js';
import { registerFormFiles } from './answer/files-bridge.js';
import { createPublishedForm, sendForm, type TestForm } from './answer/test-fixture.js';
import { pngBytes, uploadBytes, uploadOk } from '../files/test-kit.js';
import { clientWithPortalUser } from './test-kit.js';

const fields: FormFieldInput[][] = [
  [
    { id: 'naam', label: 'Naam', type: 'short_text', required: true },
    { id: 'bijlagen', label: 'Bijlagen', type: 'file', accept: ['pdf', 'image'], maxFiles: 3 },
    { id: 'offerte', label: 'Offerte (pdf)', type: 'file', accept: ['pdf'], maxFiles: 1 },
  ],
];

/** A small PDF: what file-type reads as application/pdf. */
const pdfBytes = (text = 'offerte') =>
  Buffer.from(`%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Title (${text}) >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n`, 'latin1');

/** One app (local disk or S3) with an agency, a client with a portal user, and another client with its own. */
interface World {
  t: TestApp;
  a: TestAgency;
  b: TestAgency;
  mine: { clientId: string; sid: string; userId: string };
  other: { clientId: string; sid: string };
}

async function worldOf(t: TestApp, label: string): Promise<World> {
  const a = await createAgency(t, `${label} A`);
  const b = await createAgency(t, `${label} B`);
  const mine = await clientWithPortalUser(t.db, a.admin, `Bakkerij ${label}`);
  const other = await clientWithPortalUser(t.db, a.admin, `Slagerij ${label}`);
  return {
    t,
    a,
    b,
    mine: { clientId: mine.client.id, sid: await logInAs(t.app, mine.portal), userId: mine.portal.user.id },
    other: { clientId: other.client.id, sid: await logInAs(t.app, other.portal) },
  };
}

const call = (w: World, sid: string | null, method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
  w.t.app.inject({ method, url, ...(sid ? { cookies: { sid } } : {}), ...(payload ? { payload } : {}) });

async function portalForm(w: World, settings: Partial<FormSettings> = {}): Promise<{ form: TestForm; assignmentId: string }> {
  const form = await createPublishedForm(w.t.db, { companyId: w.a.admin.company.id, ownerId: w.a.sanne.user.id, fields, settings });
  return { form, assignmentId: await sendForm(w.t.db, form, w.mine.clientId) };
}

const upload = (w: World, assignmentId: string, field: string, filename: string, bytes: Buffer) =>
  uploadOk(w.t.app, { sid: w.mine.sid, filename, bytes, purpose: 'form_answer', params: { assignment: assignmentId, field } });

const rowOf = async (w: World, id: string) => (await w.t.db.select().from(storedFiles).where(eq(storedFiles.id, id)))[0];

async function teamSubmission(w: World, id: string) {
  const res = await call(w, w.a.tokens.sanne, 'GET', `/api/forms/submissions/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<FormSubmissionResponse>().submission;
}

/** Submits a portal form through HTTP and answers the submission's id. */
async function submit(w: World, assignmentId: string, answers: object, revision: number | null): Promise<string> {
  const res = await call(w, w.mine.sid, 'POST', `/api/portal/forms/${assignmentId}/submit`, { answers, revision });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ submission: { id: string } }>().submission.id;
}

describe('forms with files on the local driver', () => {
  let w: World;
  const staging = async () => readdir(w.t.app.files.runtime!.uploads.stagingDir).catch(() => [] as string[]);

  beforeAll(async () => {
    w = await worldOf(await createTestApp(), 'lokaal');
  });
  afterAll(() => w?.t.close());

  it('registers the purposes form_answer and form_public and the owner form_submission once, at app start', () => {
    expect(w.t.app.files.purpose('form_answer')).toBeDefined();
    expect(w.t.app.files.purpose('form_public')).toBeDefined();
    expect(w.t.app.files.owner('form_submission')).toBeDefined();
    // A second registration is refused by the registry: the app did it exactly once.
    expect(() => registerFormFiles({ files: w.t.app.files })).toThrow(/registered twice/);
  });

  it('uploads to a draft, lets go of a file the draft no longer names, submits, and the team downloads the same bytes', async () => {
    const { form, assignmentId } = await portalForm(w);
    const png = await pngBytes(120, 80);
    const pdf = pdfBytes('weg');
    const photo = await upload(w, assignmentId, 'bijlagen', 'winkel.png', png);
    const dropped = await upload(w, assignmentId, 'bijlagen', 'oud.pdf', pdf);

    const saved = await call(w, w.mine.sid, 'PUT', `/api/portal/forms/${assignmentId}/draft`, {
      answers: { naam: 'Bakkerij', bijlagen: [photo, dropped] },
      revision: null,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const reloaded = (await call(w, w.mine.sid, 'GET', `/api/portal/forms/${assignmentId}`)).json<PortalFormResponse>();
    expect(reloaded.state).toBe('draft');
    expect(reloaded.answers).toEqual({ naam: 'Bakkerij', bijlagen: [photo, dropped] });
    expect(reloaded.files.map((f) => f.id).sort()).toEqual([photo, dropped].sort());
    const draftId = (await rowOf(w, photo))!.ownerId!;
    expect(await rowOf(w, dropped)).toMatchObject({ ownerType: 'form_submission', ownerId: draftId });

    // The next autosave no longer names oud.pdf: its row goes now, its bytes after the commit.
    const droppedKey = (await rowOf(w, dropped))!.storageKey;
    const again = await call(w, w.mine.sid, 'PUT', `/api/portal/forms/${assignmentId}/draft`, {
      answers: { naam: 'Bakkerij De Korrel', bijlagen: [photo] },
      revision: reloaded.revision,
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(await rowOf(w, dropped)).toBeUndefined();
    await expect.poll(() => w.t.app.files.storage.exists(droppedKey)).toBe(false);
    const draft = (await call(w, w.mine.sid, 'GET', `/api/portal/forms/${assignmentId}`)).json<PortalFormResponse>();
    expect(draft.files.map((f) => f.name)).toEqual(['winkel.png']);

    const id = await submit(w, assignmentId, { naam: 'Bakkerij De Korrel', bijlagen: [photo] }, draft.revision);
    expect(id).toBe(draftId);
    const submission = await teamSubmission(w, id);
    expect(submission.form.id).toBe(form.id);
    expect(submission.files).toEqual([
      { id: photo, name: 'winkel.png', mimeType: 'image/png', size: png.length, width: 120, height: 80, url: `/api/files/${photo}` },
    ]);

    const got = await call(w, w.a.tokens.sanne, 'GET', submission.files[0]!.url);
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload.equals(png)).toBe(true);
    expect(got.headers['content-type']).toBe('image/png');
    expect(got.headers['content-disposition']).toMatch(/^attachment; filename="winkel\.png"/);
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    // The client who sent it reads it too.
    expect((await call(w, w.mine.sid, 'GET', `/api/files/${photo}`)).statusCode).toBe(200);
    expect((await call(w, w.a.tokens.admin, 'GET', `/api/files/${photo}`)).statusCode).toBe(200);
  });

  it('hides the file from a client user of another client and from another company (404), and from anyone not signed in', async () => {
    const { assignmentId } = await portalForm(w);
    const file = await upload(w, assignmentId, 'offerte', 'offerte.pdf', pdfBytes());
    await submit(w, assignmentId, { naam: 'Bakkerij', offerte: [file] }, null);
    expect((await call(w, w.a.tokens.mark, 'GET', `/api/files/${file}`)).statusCode).toBe(200);
    for (const sid of [w.other.sid, w.b.tokens.admin, w.b.tokens.sanne, w.b.tokens.client]) {
      const res = await call(w, sid, 'GET', `/api/files/${file}`);
      expect(res.statusCode, `${sid} → ${res.body}`).toBe(404);
      expect((await call(w, sid, 'GET', `/api/files/${file}/link`)).statusCode).toBe(404);
    }
    // Without a session: not signed in (an attached file has no upload token).
    expect((await call(w, null, 'GET', `/api/files/${file}`)).statusCode).toBe(401);
    // Nor may another client's user attach it to their own answers.
    const theirs = await sendForm(w.t.db, (await portalForm(w)).form, w.other.clientId);
    const refused = await call(w, w.other.sid, 'POST', `/api/portal/forms/${theirs}/submit`, { answers: { naam: 'X', offerte: [file] }, revision: null });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ error: { fields: Record<string, string> } }>().error.fields).toEqual({ offerte: 'FORM_ANSWER_FILE_INVALID' });
  });

  it('refuses a type the field does not take with 415 and keeps nothing, and a draft naming a file it may not attach with 400', async () => {
    const { assignmentId } = await portalForm(w);
    const companyId = w.a.admin.company.id;
    const rowsBefore = await w.t.db.$count(storedFiles, eq(storedFiles.companyId, companyId));
    const storedBefore = await w.t.app.files.storage.list();
    const { created, finished } = await uploadBytes(w.t.app, {
      sid: w.mine.sid,
      filename: 'offerte.png',
      bytes: await pngBytes(),
      purpose: 'form_answer',
      params: { assignment: assignmentId, field: 'offerte' },
    });
    expect(created.statusCode).toBe(201);
    expect(finished!.statusCode).toBe(415);
    expect(finished!.json<{ error: { code: string } }>().error.code).toBe('FILE_TYPE_REFUSED');
    expect(await w.t.db.$count(storedFiles, eq(storedFiles.companyId, companyId))).toBe(rowsBefore);
    expect(await w.t.app.files.storage.list()).toEqual(storedBefore);
    expect(await staging()).toEqual([]);

    // The field's upload is the client's in scope only; a field that takes no files is unknown.
    for (const [sid, params] of [
      [w.other.sid, { assignment: assignmentId, field: 'offerte' }],
      [w.a.tokens.sanne, { assignment: assignmentId, field: 'offerte' }],
      [w.mine.sid, { assignment: assignmentId, field: 'naam' }],
    ] as const) {
      const res = await uploadBytes(w.t.app, { sid, filename: 'offerte.pdf', bytes: pdfBytes(), purpose: 'form_answer', params });
      expect([403, 404]).toContain(res.created.statusCode);
    }

    // A draft may name only files it could attach.
    const saved = await call(w, w.mine.sid, 'PUT', `/api/portal/forms/${assignmentId}/draft`, {
      answers: { naam: 'Bakkerij', offerte: [crypto.randomUUID()] },
      revision: null,
    });
    expect(saved.statusCode).toBe(400);
    expect(saved.json<{ error: { fields: Record<string, string> } }>().error.fields).toEqual({ offerte: 'FORM_ANSWER_FILE_INVALID' });
    expect((await call(w, w.mine.sid, 'GET', `/api/portal/forms/${assignmentId}`)).json<PortalFormResponse>().state).toBe('open');
  });

  it('lets go of a file an edit after submitting no longer names', async () => {
    const { assignmentId } = await portalForm(w, { allowEditAfterSubmit: true });
    const keep = await upload(w, assignmentId, 'bijlagen', 'blijft.pdf', pdfBytes('blijft'));
    const drop = await upload(w, assignmentId, 'bijlagen', 'weg.png', await pngBytes());
    const id = await submit(w, assignmentId, { naam: 'Bakkerij', bijlagen: [keep, drop] }, null);
    expect((await teamSubmission(w, id)).files).toHaveLength(2);
    const dropKey = (await rowOf(w, drop))!.storageKey;
    const added = await upload(w, assignmentId, 'offerte', 'offerte.pdf', pdfBytes('nieuw'));
    const { revision } = (await call(w, w.mine.sid, 'GET', `/api/portal/forms/${assignmentId}`)).json<PortalFormResponse>();
    expect(await submit(w, assignmentId, { naam: 'Bakkerij', bijlagen: [keep], offerte: [added] }, revision)).toBe(id);
    const edited = await teamSubmission(w, id);
    expect(edited.files.map((f) => f.name).sort()).toEqual(['blijft.pdf', 'offerte.pdf']);
    expect(edited.changedFieldIds.sort()).toEqual(['bijlagen', 'offerte']);
    expect(await rowOf(w, drop)).toBeUndefined();
    await expect.poll(() => w.t.app.files.storage.exists(dropKey)).toBe(false);
  });

  it('takes an anonymous upload on a public form (form_public) and attaches it on submit', async () => {
    const form = await createPublishedForm(w.t.db, { companyId: w.a.admin.company.id, ownerId: w.a.sanne.user.id, fields, publicLink: true });
    const pdf = pdfBytes('publiek');
    const { finished } = await uploadBytes(w.t.app, {
      filename: 'brief.pdf',
      bytes: pdf,
      purpose: 'form_public',
      params: { token: form.publicToken, field: 'offerte' },
    });
    expect(finished!.statusCode, finished!.body).toBe(200);
    const file = finished!.headers['upload-file-id'] as string;
    expect(await rowOf(w, file)).toMatchObject({ ownerId: null, uploadedBy: null, companyId: w.a.admin.company.id });
    // Another form's token or a field without files: refused before a byte.
    const wrong = await uploadBytes(w.t.app, { filename: 'brief.pdf', bytes: pdf, purpose: 'form_public', params: { token: form.publicToken, field: 'naam' } });
    expect(wrong.created.statusCode).toBe(404);

    const remoteAddress = '10.9.0.1';
    const res = await w.t.app.inject({
      method: 'POST',
      url: `/api/public/forms/${form.publicToken}/submit`,
      remoteAddress,
      payload: { ...(await solveCaptcha(w.t.app, 'form', remoteAddress)), answers: { naam: 'Petra', offerte: [file] } },
    });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json<{ submission: { id: string } }>().submission.id;
    expect(await rowOf(w, file)).toMatchObject({ ownerType: 'form_submission', ownerId: id });
    const submission = await teamSubmission(w, id);
    expect(submission.source).toBe('public');
    expect(submission.files.map((f) => [f.id, f.url])).toEqual([[file, `/api/files/${file}`]]);
    const got = await call(w, w.a.tokens.sanne, 'GET', `/api/files/${file}`);
    expect(got.rawPayload.equals(pdf)).toBe(true);
    // A public submission has no client: no client user reads it, not even the company's own.
    expect((await call(w, w.mine.sid, 'GET', `/api/files/${file}`)).statusCode).toBe(404);

    // Deleting the form removes its submissions' rows and bytes.
    const key = (await rowOf(w, file))!.storageKey;
    expect(await w.t.app.files.storage.list()).toContain(key);
    expect((await call(w, w.a.tokens.sanne, 'DELETE', `/api/forms/${form.id}`)).statusCode).toBe(204);
    expect(await rowOf(w, file)).toBeUndefined();
    await expect.poll(async () => (await w.t.app.files.storage.list()).includes(key)).toBe(false);
  });

  it('deleting a submission (team) removes its files, rows and bytes', async () => {
    const { assignmentId } = await portalForm(w);
    const files = [await upload(w, assignmentId, 'bijlagen', 'a.pdf', pdfBytes('a')), await upload(w, assignmentId, 'bijlagen', 'b.png', await pngBytes())];
    const id = await submit(w, assignmentId, { naam: 'Bakkerij', bijlagen: files }, null);
    const keys = await Promise.all(files.map(async (f) => (await rowOf(w, f))!.storageKey));
    const listed = await w.t.app.files.storage.list();
    for (const key of keys) expect(listed).toContain(key);
    expect((await call(w, w.a.tokens.sanne, 'DELETE', `/api/forms/submissions/${id}`)).statusCode).toBe(204);
    expect(await w.t.db.$count(formSubmissions, eq(formSubmissions.id, id))).toBe(0);
    expect(await w.t.db.$count(storedFiles, eq(storedFiles.ownerId, id))).toBe(0);
    await expect.poll(async () => (await w.t.app.files.storage.list()).filter((k) => keys.includes(k))).toEqual([]);
    expect((await call(w, w.a.tokens.sanne, 'GET', `/api/files/${files[0]}`)).statusCode).toBe(404);
  });

  it('withdrawing a send removes the draft with its files', async () => {
    const { form, assignmentId } = await portalForm(w);
    const file = await upload(w, assignmentId, 'offerte', 'concept.pdf', pdfBytes('concept'));
    const saved = await call(w, w.mine.sid, 'PUT', `/api/portal/forms/${assignmentId}/draft`, { answers: { offerte: [file] }, revision: null });
    expect(saved.statusCode, saved.body).toBe(200);
    const key = (await rowOf(w, file))!.storageKey;
    expect((await call(w, w.a.tokens.sanne, 'DELETE', `/api/forms/${form.id}/assignments/${assignmentId}`)).statusCode).toBe(204);
    expect(await rowOf(w, file)).toBeUndefined();
    await expect.poll(() => w.t.app.files.storage.exists(key)).toBe(false);
  });
});

describe('forms with files on the S3 driver', () => {
  let s3: TestS3;
  let w: World;

  beforeAll(async () => {
    s3 = await startTestS3();
    w = await worldOf(await createTestApp({ env: s3.env }), 's3');
  });
  afterAll(async () => {
    await w?.t.close();
    await s3?.close();
  });

  it('stores a submission’s file in the bucket, serves it to the team and removes it with the submission', async () => {
    expect(w.t.app.files.storage.driver).toBe('s3');
    const { assignmentId } = await portalForm(w);
    const png = await pngBytes(200, 100);
    const pdf = pdfBytes('s3');
    const photo = await upload(w, assignmentId, 'bijlagen', 'foto.png', png);
    const brief = await upload(w, assignmentId, 'offerte', 'brief.pdf', pdf);
    const saved = await call(w, w.mine.sid, 'PUT', `/api/portal/forms/${assignmentId}/draft`, { answers: { naam: 'S3', bijlagen: [photo] }, revision: null });
    expect(saved.statusCode, saved.body).toBe(200);
    const id = await submit(w, assignmentId, { naam: 'S3', bijlagen: [photo], offerte: [brief] }, saved.json<{ revision: number }>().revision);

    const submission = await teamSubmission(w, id);
    expect(submission.files.map((f) => f.name).sort()).toEqual(['brief.pdf', 'foto.png']);
    const keys = await Promise.all([photo, brief].map(async (f) => (await rowOf(w, f))!.storageKey));
    const inBucket = await w.t.app.files.storage.list();
    for (const key of keys) expect(inBucket).toContain(key);
    const got = await call(w, w.a.tokens.sanne, 'GET', `/api/files/${brief}`);
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload.equals(pdf)).toBe(true);
    expect(got.headers['content-disposition']).toMatch(/^attachment; filename="brief\.pdf"/);
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    expect((await call(w, w.other.sid, 'GET', `/api/files/${brief}`)).statusCode).toBe(404);

    // A refused type leaves the bucket as it was.
    const refused = await uploadBytes(w.t.app, {
      sid: w.mine.sid,
      filename: 'brief.png',
      bytes: png,
      purpose: 'form_answer',
      params: { assignment: (await portalForm(w)).assignmentId, field: 'offerte' },
    });
    expect(refused.finished!.statusCode).toBe(415);
    expect((await w.t.app.files.storage.list()).sort()).toEqual([...inBucket].sort());

    expect((await call(w, w.a.tokens.sanne, 'DELETE', `/api/forms/submissions/${id}`)).statusCode).toBe(204);
    expect(await w.t.db.$count(storedFiles, eq(storedFiles.ownerId, id))).toBe(0);
    await expect.poll(async () => (await w.t.app.files.storage.list()).filter((k) => keys.includes(k))).toEqual([]);
  });
});
