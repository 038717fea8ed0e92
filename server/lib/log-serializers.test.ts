/**
 * Issue 16, finding 2: a database error is logged without the user text in its query's values,
 * and the values the database refuses answer 400 (backstop), not 500.
 */
import { sql } from 'drizzle-orm';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createUser } from '../test/factories.js';
import { createTestApp, logInAs, type TestApp } from '../test/test-app.js';
import { AppError } from './errors.js';
import { serializeError } from './log-serializers.js';

const secret = 'geheime-tekst-van-de-gebruiker';
const lines: string[] = [];
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    env: { LOG_LEVEL: 'info' },
    logStream: { write: (line) => void lines.push(line) },
    // Routes of this test only: user text reaching a query the database refuses.
    beforeReady: (fastify) => {
      const app = fastify.withTypeProvider<ZodTypeProvider>();
      const body = { body: z.object({ text: z.string() }) };
      app.post('/api/log-test/cast', { schema: body }, async (request) => {
        await t.db.execute(sql`select ${request.body.text}::int as n`);
        return {};
      });
      app.post('/api/log-test/nul', { schema: body }, async (request) => {
        await t.db.execute(sql`select ${`${request.body.text}\u0000`}::text as n`);
        return {};
      });
    },
  });
});
afterAll(() => t.close());

type LogLine = { level: number; msg: string; err?: Record<string, unknown>; req?: { url: string } };
const logged = () => lines.map((line) => JSON.parse(line) as LogLine);

describe('logging database errors', () => {
  it('logs the SQLSTATE, the error classes and the SQL text, never the values', async () => {
    lines.length = 0;
    const response = await t.app.inject({ method: 'POST', url: '/api/log-test/cast', payload: { text: secret } });
    expect(response.statusCode).toBe(500);
    const entry = logged().find((line) => line.msg === 'unexpected error');
    expect(entry?.err).toMatchObject({ code: '22P02', type: expect.stringContaining('DrizzleQueryError') });
    expect(entry?.err?.query).toContain('select $1::int');
    expect(entry?.err?.message).toBe('invalid input syntax for type integer: …');
    expect(entry?.err).not.toHaveProperty('params');
    expect(entry?.err).not.toHaveProperty('detail');
    expect(lines.join('\n')).not.toContain(secret);
  });

  it('answers a character the database cannot store with 400 VALIDATION_FAILED, logged without the text', async () => {
    lines.length = 0;
    const response = await t.app.inject({ method: 'POST', url: '/api/log-test/nul', payload: { text: secret } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'VALIDATION_FAILED', message: 'Controleer de ingevulde gegevens.' } });
    const entry = logged().find((line) => line.msg === 'value refused by the database');
    expect(entry?.err).toMatchObject({ code: '22021' });
    expect(lines.join('\n')).not.toContain(secret);
  });

  it('logs request URLs without their query string', async () => {
    const user = await createUser(t.db);
    const sid = await logInAs(t.app, user);
    lines.length = 0;
    const response = await t.app.inject({ method: 'GET', url: `/api/notes?q=${secret}`, cookies: { sid } });
    expect(response.statusCode).toBe(200);
    expect(logged().some((line) => line.req?.url === '/api/notes?…')).toBe(true);
    expect(lines.join('\n')).not.toContain(secret);
  });
});

describe('serializeError', () => {
  it('keeps what pino logs of an ordinary error: class, message, stack, own fields and cause', () => {
    const cause = new Error('onderliggend');
    const err = Object.assign(new Error('mislukt', { cause }), { statusCode: 502 });
    expect(serializeError(err)).toMatchObject({
      type: 'Error',
      message: 'mislukt',
      statusCode: 502,
      stack: expect.stringContaining('mislukt'),
      cause: { type: 'Error', message: 'onderliggend' },
    });
  });

  it('cleans a database error wrapped in an AppError too', () => {
    const driver = Object.assign(new Error(`invalid input syntax for type uuid: "${secret}"`), {
      code: '22P02',
      severity: 'ERROR',
      detail: secret,
      where: `unnamed portal parameter $1 = '${secret}'`,
      table: 'notes',
    });
    const query = Object.assign(new Error(`Failed query: select $1\nparams: ${secret}`, { cause: driver }), {
      query: 'select $1',
      params: [secret],
    });
    const serialized = serializeError(new AppError('WAITLIST_FAILED', { cause: query }));
    expect(serialized).toMatchObject({ code: '22P02', query: 'select $1', table: 'notes', type: 'AppError ← Error ← Error' });
    expect(JSON.stringify(serialized)).not.toContain(secret);
  });
});
