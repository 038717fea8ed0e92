import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/index.js';
import { startFakeSmtp, type FakeSmtp } from '../../test/fake-smtp.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createMailDelivery } from './delivery.js';
import { renderMailHtml, renderMailText } from './layout.js';
import { queueMail } from './outbox.js';

let t: TestApp;
let smtp: FakeSmtp;
beforeAll(async () => {
  t = await createTestApp();
  smtp = await startFakeSmtp();
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };
const content = { paragraphs: ['Hallo <Eva> & co,'], action: { label: 'Openen', url: 'https://werkplek.example.nl/x?a=1&b=2' } };
const message = (to: string) => ({ to, subject: 'Test', kind: 'test', text: renderMailText(content), html: renderMailHtml(content) });

describe('mail', () => {
  it('escapes the HTML version and keeps the link in the text version', () => {
    expect(renderMailHtml(content)).toContain('Hallo &lt;Eva&gt; &amp; co,');
    expect(renderMailHtml(content)).toContain('href="https://werkplek.example.nl/x?a=1&amp;b=2"');
    expect(renderMailText(content)).toContain('Openen: https://werkplek.example.nl/x?a=1&b=2');
  });

  it('without SMTP_URL keeps the mail in the outbox as stored', async () => {
    const delivery = createMailDelivery({ db: t.db, smtpUrl: null, from: 'Werkplek <no-reply@test.nl>', log: silent, pollMs: 60_000 });
    try {
      const id = await queueMail(t.db, message('outbox@test.nl'));
      await delivery.deliverPending();
      const [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
      expect(row).toMatchObject({ status: 'stored', attempts: 1 });
    } finally {
      await delivery.close();
    }
  });

  it('with SMTP_URL sends through SMTP, and retries later when the server refuses', async () => {
    const delivery = createMailDelivery({ db: t.db, smtpUrl: smtp.url, from: 'Werkplek <no-reply@test.nl>', log: silent, pollMs: 60_000 });
    try {
      smtp.refuseNext();
      const id = await queueMail(t.db, message('smtp@test.nl'));
      await delivery.deliverPending();
      const [failed] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
      expect(failed).toMatchObject({ status: 'pending', attempts: 1 });
      expect(failed!.text).toContain('https://werkplek.example.nl/x?a=1&b=2'); // kept for the retry
      expect(failed!.lastError).toContain('554');
      expect(failed!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());

      await t.db
        .update(mailOutbox)
        .set({ nextAttemptAt: new Date(Date.now() - 1000) })
        .where(eq(mailOutbox.id, id));
      await delivery.deliverPending();
      const [sent] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
      // Sent: the body (with its one-time link) is gone from the database, subject and kind stay.
      expect(sent).toMatchObject({ status: 'sent', attempts: 2, lastError: null, text: '', html: '', subject: 'Test', kind: 'test' });
      const received = smtp.messages.find((m) => m.to.includes('<smtp@test.nl>'));
      expect(received?.data).toContain('Subject: Test');
      expect(received?.data).toContain('https://werkplek.example.nl/x?a=3D1'); // quoted-printable
    } finally {
      await delivery.close();
    }
  });
});

describe('the developer outbox', () => {
  it('lists mail as JSON and HTML outside production', async () => {
    await queueMail(t.db, message('devpage@test.nl'));
    const json = await t.app.inject({ method: 'GET', url: '/api/dev/mail?to=devpage@test.nl' });
    expect(json.json().mails[0]).toMatchObject({ to: 'devpage@test.nl', subject: 'Test', kind: 'test' });
    const page = await t.app.inject({ method: 'GET', url: '/dev/mail' });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<a href="https://werkplek.example.nl/x?a=1&amp;b=2">');
  });

  it('answers only clients on this machine: the mails hold reset and invitation links', async () => {
    for (const url of ['/api/dev/mail', '/dev/mail']) {
      const remote = await t.app.inject({ method: 'GET', url, remoteAddress: '203.0.113.7' });
      expect(remote.statusCode).toBe(404);
      const forwarded = await t.app.inject({ method: 'GET', url, remoteAddress: '203.0.113.7', headers: { 'x-forwarded-for': '127.0.0.1' } });
      expect(forwarded.statusCode).toBe(404);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/dev/mail', remoteAddress: '::ffff:127.0.0.1' })).statusCode).toBe(200);
  });

  it('does not exist in production', async () => {
    const production = await createTestApp({ database: t.database, env: { NODE_ENV: 'production', TEST_HOOKS: 'false' } });
    try {
      expect((await production.app.inject({ method: 'GET', url: '/api/dev/mail' })).statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
