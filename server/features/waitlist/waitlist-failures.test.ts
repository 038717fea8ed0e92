import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../../db/database.js';
import { earlyAccessEmails, mailOutbox, type MailRow } from '../../db/schema/index.js';
import { createMailDelivery } from '../../lib/mail/delivery.js';
import { startFakeSmtp, type FakeSmtp } from '../../test/fake-smtp.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { openEmptyTestDatabase } from '../../test/test-database.js';

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };
const newAddress = () => `smtp-${randomUUID().slice(0, 8)}@example.nl`;

async function firstAttempt(db: Db, to: string): Promise<MailRow> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
    if (row && row.attempts > 0) return row;
    if (Date.now() > deadline) throw new Error(`no delivery attempt for ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('a refusing SMTP server', () => {
  // A database of its own: no other app's delivery loop may touch these outbox rows.
  let database: Database;
  let smtp: FakeSmtp;
  let t: TestApp;
  beforeAll(async () => {
    database = await openEmptyTestDatabase();
    smtp = await startFakeSmtp();
    t = await createTestApp({ database, env: { SMTP_URL: smtp.url } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
    await database.close();
  });

  it('does not change the answer: 201, the row stays, and the mail is retried until it is sent', async () => {
    const email = newAddress();
    smtp.refuseNext();
    const response = await t.app.inject({ method: 'POST', url: '/api/waitlist', payload: { email } });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: 'Bedankt! Je staat nu op de wachtlijst.' });

    const failed = await firstAttempt(t.db, email);
    expect(failed).toMatchObject({ kind: 'waitlist-welcome', status: 'pending', attempts: 1 });
    expect(failed.lastError).toContain('554');
    expect(failed.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    expect(await t.db.select().from(earlyAccessEmails).where(eq(earlyAccessEmails.email, email))).toHaveLength(1);
    expect(smtp.messages.filter((m) => m.to.includes(`<${email}>`))).toEqual([]);

    // The back-off is over: the next round sends it, once.
    await t.db
      .update(mailOutbox)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(mailOutbox.id, failed.id));
    const retry = createMailDelivery({ db: t.db, smtpUrl: smtp.url, from: t.env.mailFrom, log: silent, pollMs: 60_000 });
    try {
      await retry.deliverPending();
    } finally {
      await retry.close();
    }
    const [sent] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, failed.id));
    expect(sent).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    const received = smtp.messages.filter((m) => m.to.includes(`<${email}>`));
    expect(received).toHaveLength(1);
    expect(received[0]!.data).toContain('Subject: Je staat op de wachtlijst van Marketing Werkplek');
    expect(await t.db.select().from(earlyAccessEmails).where(eq(earlyAccessEmails.email, email))).toHaveLength(1);
  });
});

describe('an unexpected database error', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** The same database, but every transaction fails with this SQLSTATE (an internal error, a lost connection). */
  function failingTransactions(code: string): Database {
    const failure = Object.assign(new Error(`simulated database failure ${code}`), { code });
    const db = new Proxy(t.db, {
      get: (target, property, receiver) => (property === 'transaction' ? () => Promise.reject(failure) : (Reflect.get(target, property, receiver) as unknown)),
    });
    return { ...t.database, db, close: async () => undefined };
  }

  it("answers 'Er ging iets mis. Probeer het opnieuw.' and stores nothing", async () => {
    for (const code of ['XX000', '08006', 'ECONNRESET']) {
      const broken = await createTestApp({ database: failingTransactions(code) });
      try {
        const email = newAddress();
        const response = await broken.app.inject({ method: 'POST', url: '/api/waitlist', payload: { email } });
        expect(response.statusCode, code).toBe(500);
        expect(response.json(), code).toEqual({
          error: { code: 'WAITLIST_FAILED', message: 'Er ging iets mis. Probeer het opnieuw.' },
        });
        expect(await t.db.select().from(earlyAccessEmails).where(eq(earlyAccessEmails.email, email))).toEqual([]);
      } finally {
        await broken.close();
      }
    }
  });
});
