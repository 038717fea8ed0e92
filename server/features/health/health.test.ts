import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthResponse } from '../../../common/schemas/health.js';
import { openDatabase } from '../../db/database.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/health', () => {
  it('reports the database mode and that it answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    const body = healthResponse.parse(response.json());
    expect(body.status).toBe('ok');
    expect(body.database.mode).toBe(t.database.mode);
    expect(body.database.ok).toBe(true);
    expect(body.database.latencyMs).toBeGreaterThanOrEqual(0);
    expect(body.version).toMatch(/^\d+\.\d+\.\d+/);
  });
});

describe('an unreachable database', () => {
  it('makes health answer 503 degraded and the API 503 DATABASE_UNAVAILABLE', async () => {
    const unreachable = await openDatabase({ mode: 'postgres', url: 'postgres://nobody@127.0.0.1:9/none' });
    const down = await createTestApp({ database: unreachable });
    try {
      const health = await down.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toMatchObject({ status: 'degraded', database: { mode: 'postgres', ok: false, latencyMs: null } });

      const me = await down.app.inject({ method: 'GET', url: '/api/auth/me', cookies: { sid: 'A'.repeat(43) } });
      expect(me.statusCode).toBe(503);
      expect(me.json().error.code).toBe('DATABASE_UNAVAILABLE');
    } finally {
      await down.close();
      await unreachable.close();
    }
  });
});
