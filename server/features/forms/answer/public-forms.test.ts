/**
 * A form's public link through HTTP (issue 35): reading it, a wrong captcha, the honeypot, the
 * per-IP limit, a closed form (410), an unknown token or an archived form (404), a submission with
 * every wrong field at once, `formulier` to the owner (else the admins) once, and the copy by mail.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FormFieldInput } from '../../../../common/forms/form-schema.js';
import type { PublicFormResponse } from '../../../../common/schemas/form-answers.js';
import { formSubmissions, forms, notifications } from '../../../db/schema/index.js';
import { createAgency, type TestAgency } from '../../../test/agency.js';
import { latestMail } from '../../../test/outbox.js';
import { createTestApp, solveCaptcha, type TestApp } from '../../../test/test-app.js';
import { createPublishedForm, setFormSettings, type TestForm } from './test-fixture.js';

let t: TestApp;
let a: TestAgency;
let ip = 0;
/** A fresh address per test, so the per-IP limit of one test never trips another. */
const nextIp = () => `10.0.${Math.floor(++ip / 250)}.${ip % 250}`;

const fields: FormFieldInput[][] = [
  [
    { id: 'name', label: 'Naam', type: 'short_text', required: true },
    { id: 'email', label: 'E-mail', type: 'email', required: true },
    { id: 'message', label: 'Bericht', type: 'long_text', maxLength: 500 },
    { id: 'campagne', label: 'Campagne', type: 'hidden', param: 'campagne' },
  ],
];
const good = { name: 'Petra de Boer', email: 'petra@example.nl', message: 'Graag een offerte.', campagne: 'voorjaar' };

async function publicForm(extra: Partial<Parameters<typeof createPublishedForm>[1]> = {}): Promise<TestForm> {
  return createPublishedForm(t.db, { companyId: a.admin.company.id, ownerId: a.sanne.user.id, title: 'Contact', fields, publicLink: true, ...extra });
}

async function post(form: TestForm, body: Record<string, unknown>, remoteAddress = nextIp(), captcha = true) {
  const solved = captcha ? await solveCaptchaFor(remoteAddress) : {};
  return t.app.inject({ method: 'POST', url: `/api/public/forms/${form.publicToken}/submit`, remoteAddress, payload: { ...solved, ...body } });
}

async function solveCaptchaFor(remoteAddress: string) {
  return solveCaptcha(t.app, 'form', remoteAddress);
}

const formulierOf = (userId: string, formId: string) =>
  t.db
    .select()
    .from(notifications)
    .where(eq(notifications.recipientId, userId))
    .then((rows) => rows.filter((r) => r.type === 'formulier' && r.formId === formId));

beforeAll(async () => {
  t = await createTestApp({ rateLimitRules: { formPublicIp: { points: 3, durationSeconds: 600 } } });
  a = await createAgency(t, 'publiek');
});
afterAll(() => t.close());

describe('reading a public form', () => {
  it('shows the published version with the agency’s name; 404 for unknown, without link or archived; 410 once closed', async () => {
    const form = await publicForm({ settings: { copyToEmailFieldId: 'email', confirmationMessage: 'Dank je!' } });
    const res = await t.app.inject({ method: 'GET', url: `/api/public/forms/${form.publicToken}` });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<PublicFormResponse>();
    expect(body.form).toMatchObject({
      title: 'Contact',
      version: 1,
      companyName: a.admin.company.name,
      settings: { sendsCopy: true, confirmationMessage: 'Dank je!' },
    });

    expect((await t.app.inject({ method: 'GET', url: `/api/public/forms/${'x'.repeat(43)}` })).statusCode).toBe(404);
    expect([400, 404]).toContain((await t.app.inject({ method: 'GET', url: '/api/public/forms/..%2F..%2Fetc' })).statusCode);
    const noLink = await publicForm({ publicLink: false });
    expect((await t.app.inject({ method: 'GET', url: `/api/public/forms/${noLink.publicToken}` })).statusCode).toBe(404);

    await setFormSettings(t.db, form, { closesAt: new Date(Date.now() - 1000).toISOString() });
    const closed = await t.app.inject({ method: 'GET', url: `/api/public/forms/${form.publicToken}` });
    expect(closed.statusCode).toBe(410);
    expect(closed.json<{ error: { code: string } }>().error.code).toBe('FORM_CLOSED');
    expect((await post(form, { answers: good })).statusCode).toBe(410);

    await t.db.update(forms).set({ status: 'archived' }).where(eq(forms.id, form.id));
    expect((await t.app.inject({ method: 'GET', url: `/api/public/forms/${form.publicToken}` })).statusCode).toBe(404);
  });
});

describe('submitting through the public link', () => {
  it('stores the answers, tells the owner once and mails a copy to the answer’s address', async () => {
    const form = await publicForm({ settings: { copyToEmailFieldId: 'email' } });
    const res = await post(form, { answers: good, website: '' });
    expect(res.statusCode, res.body).toBe(200);
    const { submission, message } = res.json<{ submission: { id: string }; message: string }>();
    expect(message).toBe('Bedankt! Je antwoorden zijn verstuurd.');
    const [row] = await t.db.select().from(formSubmissions).where(eq(formSubmissions.id, submission.id));
    expect(row).toMatchObject({ source: 'public', state: 'submitted', status: 'new', clientId: null, submittedBy: null, version: 1 });
    expect(row!.submissionData).toEqual(good);
    const told = await formulierOf(a.sanne.user.id, form.id);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ submissionId: submission.id, clientId: null, formTitle: 'Contact' });
    expect(await formulierOf(a.admin.user.id, form.id)).toHaveLength(0);
    const copy = await latestMail(t.db, 'petra@example.nl', 'form-copy');
    expect(copy?.subject).toBe('Je antwoorden: Contact');
    expect(copy?.text).toContain('Bericht: Graag een offerte.');
    expect(copy?.text).not.toContain('voorjaar');
  });

  it('tells the company’s admins when the form has no owner', async () => {
    const form = await publicForm({ ownerId: null });
    expect((await post(form, { answers: good })).statusCode).toBe(200);
    expect(await formulierOf(a.admin.user.id, form.id)).toHaveLength(1);
    expect(await formulierOf(a.sanne.user.id, form.id)).toHaveLength(0);
  });

  it('refuses a wrong or missing captcha and keeps nothing', async () => {
    const form = await publicForm();
    const wrong = await t.app.inject({
      method: 'POST',
      url: `/api/public/forms/${form.publicToken}/submit`,
      remoteAddress: nextIp(),
      payload: { answers: good, captchaId: '00000000-0000-4000-8000-000000000000', captchaCode: 'ABCDE' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<{ error: { code: string } }>().error.code).toBe('CAPTCHA_INVALID');
    const missing = await post(form, { answers: good }, nextIp(), false);
    expect(missing.json<{ error: { code: string } }>().error.code).toBe('CAPTCHA_REQUIRED');
    // A login captcha is not a form's.
    const login = await solveCaptcha(t.app, 'login');
    const other = await t.app.inject({
      method: 'POST',
      url: `/api/public/forms/${form.publicToken}/submit`,
      remoteAddress: nextIp(),
      payload: { answers: good, ...login },
    });
    expect(other.json<{ error: { code: string } }>().error.code).toBe('CAPTCHA_INVALID');
    expect(await t.db.select().from(formSubmissions).where(eq(formSubmissions.formId, form.id))).toHaveLength(0);
  });

  it('answers a filled honeypot as if fine and stores nothing', async () => {
    const form = await publicForm();
    const res = await post(form, { answers: good, website: 'https://spam.example' }, nextIp(), false);
    expect(res.statusCode).toBe(200);
    expect(res.json<{ message: string }>().message).toBe('Bedankt! Je antwoorden zijn verstuurd.');
    expect(await t.db.select().from(formSubmissions).where(eq(formSubmissions.formId, form.id))).toHaveLength(0);
    expect(await formulierOf(a.sanne.user.id, form.id)).toHaveLength(0);
  });

  it('reports every wrong field at once before the captcha is used', async () => {
    const form = await publicForm();
    const address = nextIp();
    const captcha = await solveCaptchaFor(address);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/public/forms/${form.publicToken}/submit`,
      remoteAddress: address,
      payload: { ...captcha, answers: { email: 'nee', message: 'x'.repeat(501) } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: { fields: Record<string, string> } }>().error.fields).toEqual({
      name: 'FORM_ANSWER_REQUIRED',
      email: 'FORM_ANSWER_EMAIL_INVALID',
      message: 'FORM_ANSWER_TOO_LONG',
    });
    const fixed = await t.app.inject({
      method: 'POST',
      url: `/api/public/forms/${form.publicToken}/submit`,
      remoteAddress: address,
      payload: { ...captcha, answers: good },
    });
    expect(fixed.statusCode, fixed.body).toBe(200);
  });

  it('limits submissions per IP (honeypot and refused ones count too)', async () => {
    const form = await publicForm();
    const address = nextIp();
    expect((await post(form, { answers: good, website: 'bot' }, address, false)).statusCode).toBe(200);
    expect((await post(form, { answers: {} }, address)).statusCode).toBe(400);
    expect((await post(form, { answers: good }, address)).statusCode).toBe(200);
    const limited = await post(form, { answers: good }, address);
    expect(limited.statusCode).toBe(429);
    expect((await post(form, { answers: good })).statusCode).toBe(200);
  });

  it('answers hostile bodies with 400, never 500', async () => {
    const form = await publicForm();
    for (const payload of [
      { answers: 'x' },
      { answers: { name: { a: 1 } } },
      { answers: good, captchaId: 5 },
      { answers: good, website: 'x'.repeat(600) },
      [],
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/public/forms/${form.publicToken}/submit`,
        remoteAddress: nextIp(),
        payload: payload as object,
      });
      expect(res.statusCode, res.body).toBe(400);
    }
  });
});
