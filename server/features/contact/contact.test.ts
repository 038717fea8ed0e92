import { randomUUID } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, mailOutbox } from '../../db/schema/index.js';
import type { Database } from '../../db/database.js';
import { defaultRateLimitRules } from '../../lib/rate-limit.js';
import { createTestApp, testAppOrigin, type TestApp } from '../../test/test-app.js';

const teamAddress = `team-${randomUUID().slice(0, 8)}@example.nl`;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { CONTACT_TO: teamAddress } });
});
afterAll(() => t.close());

const thanks = { message: 'Bedankt voor je bericht! We reageren binnen twee werkdagen.' };
const errorOf = (response: { json(): unknown }) => (response.json() as { error: { code: string; message: string; fields?: Record<string, string> } }).error;

function send(payload: Record<string, unknown>, options: { app?: FastifyInstance; remoteAddress?: string; origin?: string } = {}) {
  return (options.app ?? t.app).inject({
    method: 'POST',
    url: '/api/contact',
    payload,
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
    ...(options.origin ? { headers: { origin: options.origin } } : {}),
  });
}

/** An address nobody else uses. */
const freshEmail = (label = 'anna') => `${label}-${randomUUID().slice(0, 8)}@example.nl`;
const valid = (email = freshEmail()) => ({
  name: 'Anna de Vries',
  email,
  company: 'Bakkerij De Vries',
  message: 'Hallo, ik wil graag weten wat Marketing Werkplek voor ons bureau kan doen.',
});

const rowsFrom = (email: string) => t.db.select().from(contactMessages).where(eq(contactMessages.email, email));
const mailsTo = (to: string) => t.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
/** The team's mails about the message from this sender (the team address is shared by the file's tests). */
const teamMailsAbout = (db: Database['db'], email: string) =>
  db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, teamAddress), like(mailOutbox.text, `%${email}%`)));

describe('POST /api/contact', () => {
  it('stores the message and queues the team mail and a Dutch confirmation in one go', async () => {
    const email = freshEmail();
    const response = await send({
      name: '  Anna \n de Vries ',
      email: `  ${email.toUpperCase()} `,
      company: ' Bakkerij De Vries ',
      message: '  Hallo,\n\nik wil graag een demo.\nBel me gerust.  ',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual(thanks);
    expect(response.headers['set-cookie']).toBeUndefined();

    const rows = await rowsFrom(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: 'Anna de Vries',
      email,
      company: 'Bakkerij De Vries',
      message: 'Hallo,\n\nik wil graag een demo.\nBel me gerust.',
      language: 'nl',
    });

    const team = await teamMailsAbout(t.db, email);
    expect(team).toHaveLength(1);
    expect(team[0]).toMatchObject({ kind: 'contact-message', subject: 'Contactformulier: bericht van Anna de Vries (Bakkerij De Vries)' });
    expect(team[0]!.text).toContain(`E-mailadres: ${email}`);
    expect(team[0]!.text).toContain('Naam: Anna de Vries');
    expect(team[0]!.text).toContain('Bedrijf: Bakkerij De Vries');
    expect(team[0]!.text).toContain('Hallo,\n\nik wil graag een demo.\nBel me gerust.');
    expect(team[0]!.text).toContain(`Stuur je antwoord aan ${email}`);
    expect(team[0]!.html).toContain(`href="mailto:${email}?subject=`);
    expect(team[0]!.html).toContain('ik wil graag een demo.');

    const confirmations = await mailsTo(email);
    expect(confirmations).toHaveLength(1);
    expect(confirmations[0]).toMatchObject({ kind: 'contact-confirmation', subject: 'We hebben je bericht ontvangen' });
    expect(confirmations[0]!.text).toContain('We hebben het goed ontvangen en reageren binnen twee werkdagen.');
    expect(confirmations[0]!.html).toContain('<html lang="nl">');
    // Nothing the sender typed goes back out: the form is no way to mail a stranger a text.
    expect(confirmations[0]!.text).not.toContain('demo');
    expect(confirmations[0]!.text).not.toContain('Anna');
  });

  it('confirms in English for an English page, and stores no company when it is left blank', async () => {
    const email = freshEmail('en');
    const response = await send({ ...valid(email), company: '   ', language: 'en' });
    expect(response.statusCode).toBe(201);
    expect((await rowsFrom(email))[0]).toMatchObject({ language: 'en', company: null });
    const [confirmation, ...more] = await mailsTo(email);
    expect(more).toEqual([]);
    expect(confirmation).toMatchObject({ kind: 'contact-confirmation', subject: 'We have received your message' });
    expect(confirmation!.text).toContain('We have received it and will reply within two working days.');
    expect(confirmation!.html).toContain('<html lang="en">');
    // The team's mail stays Dutch, and says which language the sender used.
    const [team] = await teamMailsAbout(t.db, email);
    expect(team!.subject).toBe('Contactformulier: bericht van Anna de Vries');
    expect(team!.text).toContain('Bedrijf: (niet ingevuld)');
    expect(team!.text).toContain('Taal van de pagina: Engels');
  });

  it('reports every wrong field at once, the first one as the code, and stores and sends nothing', async () => {
    const response = await send({ name: '   ', email: '', company: 'c'.repeat(121), message: ' kort ' });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toEqual({
      code: 'CONTACT_NAME_REQUIRED',
      message: 'Vul je naam in',
      fields: {
        name: 'CONTACT_NAME_REQUIRED',
        email: 'EMAIL_REQUIRED',
        company: 'CONTACT_COMPANY_TOO_LONG',
        message: 'CONTACT_MESSAGE_TOO_SHORT',
      },
    });
    // A missing key is the same as an empty field.
    const empty = await send({});
    expect(errorOf(empty)).toMatchObject({
      code: 'CONTACT_NAME_REQUIRED',
      fields: { name: 'CONTACT_NAME_REQUIRED', email: 'EMAIL_REQUIRED', message: 'CONTACT_MESSAGE_REQUIRED' },
    });
    expect(Object.keys(errorOf(empty).fields!)).toEqual(['name', 'email', 'message']);
  });

  it.each([
    ['name', { name: '\t\n ' }, 'CONTACT_NAME_REQUIRED', 'Vul je naam in'],
    ['name', { name: 'n'.repeat(121) }, 'CONTACT_NAME_TOO_LONG', 'Je naam mag maximaal 120 tekens lang zijn'],
    ['email', { email: '  ' }, 'EMAIL_REQUIRED', 'Vul een e-mailadres in'],
    ['email', { email: 'anna@example' }, 'EMAIL_INVALID', 'Vul een geldig e-mailadres in'],
    ['email', { email: 'x'.repeat(2000) }, 'EMAIL_INVALID', 'Vul een geldig e-mailadres in'],
    ['company', { company: 'c'.repeat(121) }, 'CONTACT_COMPANY_TOO_LONG', 'De bedrijfsnaam mag maximaal 120 tekens lang zijn'],
    ['message', { message: ' \n ' }, 'CONTACT_MESSAGE_REQUIRED', 'Schrijf een bericht'],
    ['message', { message: '  123456789  ' }, 'CONTACT_MESSAGE_TOO_SHORT', 'Je bericht is te kort (minimaal 10 tekens)'],
    // Nine characters that are 18 UTF-16 units: counted as PostgreSQL counts them.
    ['message', { message: '😀'.repeat(9) }, 'CONTACT_MESSAGE_TOO_SHORT', 'Je bericht is te kort (minimaal 10 tekens)'],
    ['message', { message: 'm'.repeat(5001) }, 'CONTACT_MESSAGE_TOO_LONG', 'Je bericht is te lang (maximaal 5000 tekens)'],
  ])('refuses a wrong %s: %j → %s', async (field, change, code, message) => {
    const email = freshEmail();
    const payload = { ...valid(email), ...change };
    const response = await send(payload);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toEqual({ code, message, fields: { [field]: code } });
    expect(await rowsFrom(email)).toEqual([]);
    expect(await mailsTo(email)).toEqual([]);
  });

  it('accepts the limits themselves: 120-character name and company, 10 and 5000-character messages', async () => {
    for (const message of ['😀'.repeat(10), 'm'.repeat(5000)]) {
      const email = freshEmail('edge');
      const response = await send({ name: 'n'.repeat(120), email, company: 'c'.repeat(120), message });
      expect(response.statusCode, message.slice(0, 10)).toBe(201);
      expect((await rowsFrom(email))[0]!.message).toBe(message);
    }
  });

  it('refuses an unknown language', async () => {
    const email = freshEmail();
    const response = await send({ ...valid(email), language: 'de' });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fields).toEqual({ language: 'VALIDATION_FAILED' });
    expect(await rowsFrom(email)).toEqual([]);
  });

  it('answers a filled-in honeypot like a success, but stores and sends nothing', async () => {
    const email = freshEmail('bot');
    const response = await send({ ...valid(email), website: 'https://spam.example' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual(thanks);
    // Also for a form that would be refused: the bot learns nothing.
    expect((await send({ name: '', email: 'geen-adres', message: '', website: 'x' })).statusCode).toBe(201);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await rowsFrom(email)).toEqual([]);
    expect(await mailsTo(email)).toEqual([]);
    expect(await teamMailsAbout(t.db, email)).toEqual([]);
  });

  it('refuses a request from another website (Origin check) and accepts its own origin', async () => {
    const email = freshEmail();
    const foreign = await send(valid(email), { origin: 'https://evil.example' });
    expect(foreign.statusCode).toBe(403);
    expect(errorOf(foreign).code).toBe('FOREIGN_ORIGIN');
    expect(await rowsFrom(email)).toEqual([]);
    expect(await mailsTo(email)).toEqual([]);
    expect((await send(valid(email), { origin: testAppOrigin })).statusCode).toBe(201);
    expect(await rowsFrom(email)).toHaveLength(1);
  });

  it('answers RATE_LIMITED after 5 messages from one IP in 10 minutes, the honeypot included', async () => {
    expect(defaultRateLimitRules.contactIp).toEqual({ points: 5, durationSeconds: 600 });
    const limited = await createTestApp({
      database: t.database,
      env: { CONTACT_TO: teamAddress },
      rateLimitRules: { contactIp: defaultRateLimitRules.contactIp },
    });
    try {
      const ip = '203.0.113.51';
      for (let i = 0; i < 3; i++) expect((await send(valid(), { app: limited.app, remoteAddress: ip })).statusCode).toBe(201);
      expect((await send({ ...valid(), name: '' }, { app: limited.app, remoteAddress: ip })).statusCode).toBe(400);
      expect((await send({ ...valid(), website: 'x' }, { app: limited.app, remoteAddress: ip })).statusCode).toBe(201);
      const email = freshEmail('limit');
      const over = await send(valid(email), { app: limited.app, remoteAddress: ip });
      expect(over.statusCode).toBe(429);
      expect(errorOf(over).code).toBe('RATE_LIMITED');
      expect(errorOf(over).message).toMatch(/^Te veel pogingen\. Probeer het opnieuw om \d\d:\d\d\.$/);
      expect(over.headers['retry-after']).toBeDefined();
      expect(await rowsFrom(email)).toEqual([]);
      expect(await mailsTo(email)).toEqual([]);
      // Another IP is not affected.
      expect((await send(valid(email), { app: limited.app, remoteAddress: '203.0.113.52' })).statusCode).toBe(201);
    } finally {
      await limited.close();
    }
  });

  it('answers RATE_LIMITED after 5 messages from one address in an hour, from any IP', async () => {
    expect(defaultRateLimitRules.contactEmail).toEqual({ points: 5, durationSeconds: 3600 });
    const limited = await createTestApp({
      database: t.database,
      env: { CONTACT_TO: teamAddress },
      rateLimitRules: { contactEmail: defaultRateLimitRules.contactEmail },
    });
    try {
      const email = freshEmail('flood');
      for (let i = 0; i < 5; i++) {
        const response = await send(valid(i % 2 ? email : email.toUpperCase()), { app: limited.app, remoteAddress: `198.51.100.${i + 1}` });
        expect(response.statusCode).toBe(201);
      }
      const over = await send(valid(email), { app: limited.app, remoteAddress: '198.51.100.99' });
      expect(over.statusCode).toBe(429);
      expect(errorOf(over).code).toBe('RATE_LIMITED');
      expect(await rowsFrom(email)).toHaveLength(5);
      expect(await mailsTo(email)).toHaveLength(5);
      // Another sender from that IP is not affected.
      expect((await send(valid(), { app: limited.app, remoteAddress: '198.51.100.99' })).statusCode).toBe(201);
    } finally {
      await limited.close();
    }
  });
});

describe('an unexpected database error', () => {
  it("answers CONTACT_FAILED ('Je bericht kon niet worden verstuurd. Probeer het opnieuw.') and stores nothing", async () => {
    const failure = Object.assign(new Error('simulated database failure'), { code: 'XX000' });
    const db = new Proxy(t.db, {
      get: (target, property, receiver) => (property === 'transaction' ? () => Promise.reject(failure) : (Reflect.get(target, property, receiver) as unknown)),
    });
    const broken = await createTestApp({ database: { ...t.database, db, close: async () => undefined } });
    try {
      const email = freshEmail('broken');
      const response = await send(valid(email), { app: broken.app });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        error: { code: 'CONTACT_FAILED', message: 'Je bericht kon niet worden verstuurd. Probeer het opnieuw.' },
      });
      expect(await rowsFrom(email)).toEqual([]);
      expect(await mailsTo(email)).toEqual([]);
    } finally {
      await broken.close();
    }
  });
});
