/**
 * The backstop for values the database refuses (issue 33): a date-time PostgreSQL cannot take
 * (22007; 22008: year 0; 22009: an impossible offset, or year 10000) answers 400 like a character
 * it cannot store, not 500 — for whatever input the schemas let through (here a cursor with year 0).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../test/factories.js';
import { createTestApp, logInAs, type TestApp } from '../test/test-app.js';
import { isInvalidValue } from './db-errors.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('values the database refuses', () => {
  it('recognises the SQLSTATEs of a refused value, also wrapped by drizzle', () => {
    for (const code of ['22021', '22P05', '22001', '54000', '22007', '22008', '22009']) {
      expect([code, isInvalidValue({ code })]).toEqual([code, true]);
      expect([code, isInvalidValue(new Error('query failed', { cause: { code } }))]).toEqual([code, true]);
    }
    for (const code of ['23505', '40001', undefined]) expect(isInvalidValue({ code })).toBe(false);
  });

  it('answers 400, not 500, when a date reaches PostgreSQL that it cannot take', async () => {
    const user = await createUser(t.db, { role: 'admin' });
    const sid = await logInAs(t.app, user);
    const cursor = Buffer.from('0000-01-01T00:00:00Z|00000000-0000-4000-8000-000000000000', 'utf8').toString('base64url');
    const res = await t.app.inject({ method: 'GET', url: `/api/notifications?cursor=${cursor}`, cookies: { sid } });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
  });
});
