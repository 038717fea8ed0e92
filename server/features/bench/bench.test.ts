import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.js';
import { createUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { openEmptyTestDatabase } from '../../test/test-database.js';

// An empty database of its own: the ceiling looks up the demo marketeer's address, which must not exist yet.
let database: Database;
let withFlag: TestApp;
let withoutFlag: TestApp;
beforeAll(async () => {
  database = await openEmptyTestDatabase();
  withFlag = await createTestApp({ database, env: { BENCH_ROUTES: 'true' } });
  withoutFlag = await createTestApp({ database });
});
afterAll(async () => {
  await withFlag?.close();
  await withoutFlag?.close();
  await database?.close();
});

describe('GET /api/bench/ceiling', () => {
  it('answers without a session when BENCH_ROUTES=true, with the looked-up id or null', async () => {
    const before = await withFlag.app.inject({ method: 'GET', url: '/api/bench/ceiling' });
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({ userId: null });

    const sanne = await createUser(database.db, { email: 'sanne@demo.nl' });
    const after = await withFlag.app.inject({ method: 'GET', url: '/api/bench/ceiling' });
    expect(after.json()).toEqual({ userId: sanne.user.id });
  });

  it('is not registered without the flag (so the authorization matrix never sees it)', async () => {
    const response = await withoutFlag.app.inject({ method: 'GET', url: '/api/bench/ceiling' });
    expect(response.statusCode).toBe(404);
    expect(withoutFlag.app.registeredRoutes.some((r) => r.url.startsWith('/api/bench'))).toBe(false);
  });
});
