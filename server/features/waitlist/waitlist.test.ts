import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { earlyAccessEmails, mailOutbox } from '../../db/schema/index.js';
import type { Db } from '../../db/database.js';
import { defaultRateLimitRules } from '../../lib/rate-limit.js';
import { createTestApp, testAppOrigin, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const joined = { message: 'Bedankt! Je staat nu op de wachtlijst.' };
const errorOf = (response: { json(): unknown }) => (response.json() as { error: { code: string; message: string; fields?: Record<string, string> } }).error;

function join(payload: Record<string, unknown>, options: { app?: FastifyInstance; remoteAddress?: string; origin?: string } = {}) {
  return (options.app ?? t.app).inject({
    method: 'POST',
    url: '/api/waitlist',
    payload,
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
    ...(options.origin ? { headers: { origin: options.origin } } : {}),
  });
}

/** An address nobody else uses: `<label>-<id>@example.nl`. */
const fresh = (label = 'anna') => ({ local: `${label}-${randomUUID().slice(0, 8)}`, domain: 'example.nl' });

const rowsFor = (db: Db, email: string) => db.select().from(earlyAccessEmails).where(eq(earlyAccessEmails.email, email));
const rowsFrom = (source: string) => t.db.select().from(earlyAccessEmails).where(eq(earlyAccessEmails.source, source));
const mailsTo = (email: string) => t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));

async function fireAtOnce(payloads: Array<Record<string, unknown>>) {
  const responses = await Promise.all(payloads.map((payload, i) => join(payload, { remoteAddress: `198.51.100.${i % 250}` })));
  return {
    created: responses.filter((r) => r.statusCode === 201),
    taken: responses.filter((r) => r.statusCode === 409 && errorOf(r).message === 'Dit email adres is al aangemeld!'),
  };
}

describe('POST /api/waitlist', () => {
  it('stores the normalised address with its language and source, and thanks the visitor', async () => {
    const { local, domain } = fresh();
    const response = await join({ email: `  ${local.toUpperCase()}@${domain.toUpperCase()} `, language: 'en', source: '/beam-style' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual(joined);
    const [row] = await rowsFor(t.db, `${local}@${domain}`);
    expect(row).toMatchObject({ email: `${local}@${domain}`, language: 'en', source: '/beam-style' });
  });

  it("says 'Dit email adres is al aangemeld!' the second time, in any capitals", async () => {
    const { local, domain } = fresh();
    expect((await join({ email: `${local}@${domain}` })).statusCode).toBe(201);
    const again = await join({ email: `${local.toUpperCase()}@${domain}` });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again)).toEqual({
      code: 'WAITLIST_EMAIL_TAKEN',
      message: 'Dit email adres is al aangemeld!',
      fields: { email: 'WAITLIST_EMAIL_TAKEN' },
    });
  });

  it('keeps one row when 100 sign-ups for one address arrive at once: one 201, 99 × 409', async () => {
    const { local, domain } = fresh();
    const { created, taken } = await fireAtOnce(Array.from({ length: 100 }, () => ({ email: `${local}@${domain}` })));
    expect(created).toHaveLength(1);
    expect(taken).toHaveLength(99);
    expect(await rowsFor(t.db, `${local}@${domain}`)).toHaveLength(1);
    expect(await mailsTo(`${local}@${domain}`)).toHaveLength(1);
  });

  it('keeps one row for 100 variants in case, whitespace and Unicode width sent at once', async () => {
    const { local, domain } = fresh();
    const fullwidth = (text: string) => text.replace(/[a-z]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0x61 + 0xff41));
    const variants = [
      `  ${local[0]!.toUpperCase()}${local.slice(1)}@Example.NL `,
      `${local}@${domain}`,
      `${local.toUpperCase()}@${domain.toUpperCase()}\t`,
      `${fullwidth(local.slice(0, 4))}${local.slice(4)}\uff20${domain}`,
      `\u00a0${local}@${fullwidth('example')}.nl\n`,
    ];
    const { created, taken } = await fireAtOnce(Array.from({ length: 100 }, (_, i) => ({ email: variants[i % variants.length] })));
    expect(created).toHaveLength(1);
    expect(taken).toHaveLength(99);
    const rows = await rowsFor(t.db, `${local}@${domain}`);
    expect(rows.map((r) => r.email)).toEqual([`${local}@${domain}`]);
    expect(await mailsTo(`${local}@${domain}`)).toHaveLength(1);
  });

  it("refuses an empty, blank or missing address with 'Email is verplicht' and stores nothing", async () => {
    const source = `empty-${randomUUID()}`;
    for (const payload of [{ email: '' }, { email: '   ' }, { email: '\t\n\u3000' }, {}]) {
      const response = await join({ ...payload, source });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(errorOf(response)).toEqual({ code: 'WAITLIST_EMAIL_REQUIRED', message: 'Email is verplicht', fields: { email: 'WAITLIST_EMAIL_REQUIRED' } });
    }
    expect(await rowsFrom(source)).toEqual([]);
  });

  it('refuses a malformed or too long address and stores nothing', async () => {
    const source = `malformed-${randomUUID()}`;
    const tooLong = `${'a'.repeat(64)}@${'b'.repeat(180)}.example.nl`;
    for (const email of ['geen-adres', 'anna@', '@example.nl', 'anna@example', 'an na@example.nl', tooLong, 'x'.repeat(2000)]) {
      const response = await join({ email, source });
      expect(response.statusCode, email).toBe(400);
      expect(errorOf(response), email).toEqual({ code: 'EMAIL_INVALID', message: 'Vul een geldig e-mailadres in', fields: { email: 'EMAIL_INVALID' } });
    }
    expect(await rowsFrom(source)).toEqual([]);
    expect(await rowsFor(t.db, 'geen-adres')).toEqual([]);
  });

  it('refuses an unknown language', async () => {
    const { local, domain } = fresh();
    const response = await join({ email: `${local}@${domain}`, language: 'de' });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fields).toEqual({ language: 'VALIDATION_FAILED' });
    expect(await rowsFor(t.db, `${local}@${domain}`)).toEqual([]);
  });

  it('stores the source cut to 100 characters, and none when blank', async () => {
    const long = fresh();
    expect((await join({ email: `${long.local}@${long.domain}`, source: `/${'é'.repeat(150)}` })).statusCode).toBe(201);
    const [row] = await rowsFor(t.db, `${long.local}@${long.domain}`);
    expect(row!.source).toBe(`/${'é'.repeat(99)}`);
    const blank = fresh();
    expect((await join({ email: `${blank.local}@${blank.domain}`, source: '  ' })).statusCode).toBe(201);
    expect((await rowsFor(t.db, `${blank.local}@${blank.domain}`))[0]!.source).toBeNull();
  });

  it('queues one welcome mail per new address, in the language of the page, as text and HTML', async () => {
    const nl = fresh('nl');
    const en = fresh('en');
    expect((await join({ email: `${nl.local}@${nl.domain}` })).statusCode).toBe(201);
    expect((await join({ email: `${en.local}@${en.domain}`, language: 'en' })).statusCode).toBe(201);
    expect((await join({ email: `${en.local}@${en.domain}`, language: 'en' })).statusCode).toBe(409);

    const [dutch, ...moreDutch] = await mailsTo(`${nl.local}@${nl.domain}`);
    expect(moreDutch).toEqual([]);
    expect(dutch).toMatchObject({ kind: 'waitlist-welcome', subject: 'Je staat op de wachtlijst van Marketing Werkplek' });
    expect(dutch!.text).toContain('Bedankt voor je aanmelding voor de wachtlijst van de BETA');
    expect(dutch!.text).toContain('advertentieaccounts, notities, checklists, formulieren, agenda en leads');
    expect(dutch!.text).toContain('Tijdens de BETA is de toegang gratis');
    expect(dutch!.text).toContain('Beantwoord deze mail');
    expect(dutch!.text).not.toMatch(/https?:\/\//);
    expect(dutch!.html).toContain('<html lang="nl">');
    expect(dutch!.html).toContain('Tijdens de BETA is de toegang gratis');

    const english = await mailsTo(`${en.local}@${en.domain}`);
    expect(english).toHaveLength(1);
    expect(english[0]).toMatchObject({ kind: 'waitlist-welcome', subject: "You're on the Marketing Werkplek waitlist" });
    expect(english[0]!.text).toContain('Thanks for joining the waitlist for the Marketing Werkplek BETA!');
    expect(english[0]!.text).toContain('Access is free during the BETA');
    expect(english[0]!.html).toContain('<html lang="en">');
    expect(english[0]!.html).toContain('Reply to this email');
  });

  it('answers a filled-in honeypot like a success, but stores and sends nothing', async () => {
    const { local, domain } = fresh('bot');
    const response = await join({ email: `${local}@${domain}`, website: 'https://spam.example' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual(joined);
    expect(await rowsFor(t.db, `${local}@${domain}`)).toEqual([]);
    // Also for an address that would be refused: the bot learns nothing.
    expect((await join({ email: 'geen-adres', website: 'x' })).statusCode).toBe(201);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await mailsTo(`${local}@${domain}`)).toEqual([]);
    // The real person can still sign up with that address.
    expect((await join({ email: `${local}@${domain}` })).statusCode).toBe(201);
  });

  it('refuses a request from another website (Origin check) and accepts its own origin', async () => {
    const { local, domain } = fresh();
    const foreign = await join({ email: `${local}@${domain}` }, { origin: 'https://evil.example' });
    expect(foreign.statusCode).toBe(403);
    expect(errorOf(foreign).code).toBe('FOREIGN_ORIGIN');
    expect(await rowsFor(t.db, `${local}@${domain}`)).toEqual([]);
    expect((await join({ email: `${local}@${domain}` }, { origin: testAppOrigin })).statusCode).toBe(201);
  });

  it('answers RATE_LIMITED after 10 sign-ups from one IP in 10 minutes, the honeypot included', async () => {
    expect(defaultRateLimitRules.waitlistIp).toEqual({ points: 10, durationSeconds: 600 });
    const limited = await createTestApp({ database: t.database, rateLimitRules: { waitlistIp: defaultRateLimitRules.waitlistIp } });
    try {
      const ip = '203.0.113.77';
      for (let i = 0; i < 9; i++) {
        const { local, domain } = fresh('limit');
        expect((await join({ email: `${local}@${domain}` }, { app: limited.app, remoteAddress: ip })).statusCode).toBe(201);
      }
      expect((await join({ email: 'bot@example.nl', website: 'x' }, { app: limited.app, remoteAddress: ip })).statusCode).toBe(201);
      const { local, domain } = fresh('limit');
      const over = await join({ email: `${local}@${domain}` }, { app: limited.app, remoteAddress: ip });
      expect(over.statusCode).toBe(429);
      expect(errorOf(over).code).toBe('RATE_LIMITED');
      expect(errorOf(over).message).toMatch(/^Te veel pogingen\. Probeer het opnieuw om \d\d:\d\d\.$/);
      expect(over.headers['retry-after']).toBeDefined();
      expect(await rowsFor(t.db, `${local}@${domain}`)).toEqual([]);
      // Another IP is not affected.
      expect((await join({ email: `${local}@${domain}` }, { app: limited.app, remoteAddress: '203.0.113.78' })).statusCode).toBe(201);
    } finally {
      await limited.close();
    }
  });
});
