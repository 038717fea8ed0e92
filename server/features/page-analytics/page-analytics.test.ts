import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicSitePaths } from '../../../common/routes.js';
import { pageEventCounts } from '../../db/schema/index.js';
import { defaultRateLimitRules } from '../../lib/rate-limit.js';
import { createTestApp, testAppOrigin, type TestApp } from '../../test/test-app.js';
import { countPageEvent, dayInAmsterdam } from './service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const errorOf = (response: { json(): unknown }) => (response.json() as { error: { code: string; message: string; fields?: Record<string, string> } }).error;

function post(payload: unknown, options: { app?: FastifyInstance; remoteAddress?: string; origin?: string } = {}) {
  return (options.app ?? t.app).inject({
    method: 'POST',
    url: '/api/page-events',
    payload: payload as Record<string, unknown>,
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
    ...(options.origin ? { headers: { origin: options.origin } } : {}),
  });
}

/** The rows of a path and event, any day. */
const rowsOf = (path: string, event = 'scroll_600') =>
  t.db
    .select()
    .from(pageEventCounts)
    .where(and(eq(pageEventCounts.path, path), eq(pageEventCounts.event, event)));
/** Everything counted for a path and event, summed over the days (a test running over midnight still adds up). */
const totalOf = async (path: string, event = 'scroll_600') => (await rowsOf(path, event)).reduce((sum, row) => sum + row.count, 0);

describe('POST /api/page-events', () => {
  it('counts the event for today in Europe/Amsterdam and answers 204 without a body or a cookie', async () => {
    const before = await totalOf('/pricing');
    const response = await post({ event: 'scroll_600', path: '/pricing' });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(await totalOf('/pricing')).toBe(before + 1);
    const today = dayInAmsterdam(new Date());
    expect((await rowsOf('/pricing')).map((row) => row.day)).toContain(today);
  });

  it('keeps one row per day, path and event: 50 events at once count 50', async () => {
    const path = '/features/calendar';
    const before = await totalOf(path);
    const responses = await Promise.all(Array.from({ length: 50 }, (_, i) => post({ event: 'scroll_600', path }, { remoteAddress: `198.51.100.${i + 1}` })));
    expect(responses.map((r) => r.statusCode)).toEqual(Array.from({ length: 50 }, () => 204));
    expect(await totalOf(path)).toBe(before + 50);
    const today = await t.db
      .select()
      .from(pageEventCounts)
      .where(and(eq(pageEventCounts.path, path), eq(pageEventCounts.day, dayInAmsterdam(new Date()))));
    expect(today).toHaveLength(1);
  });

  it('counts 50 simultaneous increments of one counter exactly (service, a fixed day)', async () => {
    const now = new Date('2001-02-03T12:00:00Z');
    await Promise.all(Array.from({ length: 50 }, () => countPageEvent({ db: t.db, input: { event: 'scroll_600', path: '/terms' }, now })));
    const rows = await t.db.select().from(pageEventCounts).where(eq(pageEventCounts.day, '2001-02-03'));
    expect(rows).toEqual([{ day: '2001-02-03', path: '/terms', event: 'scroll_600', count: 50 }]);
  });

  it('ignores one trailing slash and accepts every page of the public website', async () => {
    const before = await totalOf('/about');
    expect((await post({ event: 'scroll_600', path: '/about/' })).statusCode).toBe(204);
    expect(await totalOf('/about')).toBe(before + 1);
    expect(await rowsOf('/about/')).toEqual([]);
    for (const path of publicSitePaths) expect((await post({ event: 'scroll_600', path })).statusCode, path).toBe(204);
  });

  it.each([
    [{ event: 'scroll_601', path: '/pricing' }, 'PAGE_EVENT_UNKNOWN', { event: 'PAGE_EVENT_UNKNOWN' }],
    [{ path: '/pricing' }, 'PAGE_EVENT_UNKNOWN', { event: 'PAGE_EVENT_UNKNOWN' }],
    [{ event: 'scroll_600', path: '/login' }, 'PAGE_PATH_UNKNOWN', { path: 'PAGE_PATH_UNKNOWN' }],
    [{ event: 'scroll_600', path: '/dashboard' }, 'PAGE_PATH_UNKNOWN', { path: 'PAGE_PATH_UNKNOWN' }],
    [{ event: 'scroll_600', path: '/pricing?utm_source=x' }, 'PAGE_PATH_UNKNOWN', { path: 'PAGE_PATH_UNKNOWN' }],
    [{ event: 'scroll_600', path: 'https://evil.example/' }, 'PAGE_PATH_UNKNOWN', { path: 'PAGE_PATH_UNKNOWN' }],
    [{ event: 'x', path: 42 }, 'PAGE_EVENT_UNKNOWN', { event: 'PAGE_EVENT_UNKNOWN', path: 'PAGE_PATH_UNKNOWN' }],
  ])('refuses %j with 400 %s and counts nothing', async (payload, code, fields) => {
    const response = await post(payload);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toEqual({ code, message: expect.any(String), fields });
    const counted = await t.db
      .select()
      .from(pageEventCounts)
      .where(
        or(ne(pageEventCounts.event, 'scroll_600'), inArray(pageEventCounts.path, ['/login', '/dashboard', '/pricing?utm_source=x', 'https://evil.example'])),
      );
    expect(counted).toEqual([]);
  });

  it('accepts JSON only: a text/plain body (sendBeacon) answers 415 and counts nothing', async () => {
    const before = await totalOf('/integrations');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/page-events',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      payload: JSON.stringify({ event: 'scroll_600', path: '/integrations' }),
    });
    expect(response.statusCode).toBe(415);
    expect(await totalOf('/integrations')).toBe(before);
  });

  it('refuses a request from another website (Origin check)', async () => {
    const before = await totalOf('/extensions');
    const foreign = await post({ event: 'scroll_600', path: '/extensions' }, { origin: 'https://evil.example' });
    expect(foreign.statusCode).toBe(403);
    expect(errorOf(foreign).code).toBe('FOREIGN_ORIGIN');
    expect(await totalOf('/extensions')).toBe(before);
    expect((await post({ event: 'scroll_600', path: '/extensions' }, { origin: testAppOrigin })).statusCode).toBe(204);
    expect(await totalOf('/extensions')).toBe(before + 1);
  });

  it('answers RATE_LIMITED after 60 events from one IP in a minute', async () => {
    expect(defaultRateLimitRules.pageEventIp).toEqual({ points: 60, durationSeconds: 60 });
    const limited = await createTestApp({ database: t.database, rateLimitRules: { pageEventIp: defaultRateLimitRules.pageEventIp } });
    try {
      const ip = '203.0.113.60';
      const before = await totalOf('/privacy');
      for (let i = 0; i < 60; i++) {
        expect((await post({ event: 'scroll_600', path: '/privacy' }, { app: limited.app, remoteAddress: ip })).statusCode).toBe(204);
      }
      const over = await post({ event: 'scroll_600', path: '/privacy' }, { app: limited.app, remoteAddress: ip });
      expect(over.statusCode).toBe(429);
      expect(errorOf(over).code).toBe('RATE_LIMITED');
      expect(await totalOf('/privacy')).toBe(before + 60);
      expect((await post({ event: 'scroll_600', path: '/privacy' }, { app: limited.app, remoteAddress: '203.0.113.61' })).statusCode).toBe(204);
    } finally {
      await limited.close();
    }
  });

  it('stores nothing about the visitor: the table has only day, path, event and count', async () => {
    const result = await t.db.execute(
      sql`select column_name, data_type from information_schema.columns where table_name = 'page_event_counts' order by ordinal_position`,
    );
    const rows = (result as unknown as { rows: Array<{ column_name: string; data_type: string }> }).rows;
    expect(rows).toEqual([
      { column_name: 'day', data_type: 'date' },
      { column_name: 'path', data_type: 'text' },
      { column_name: 'event', data_type: 'text' },
      { column_name: 'count', data_type: 'integer' },
    ]);
  });
});

describe('dayInAmsterdam', () => {
  it("is the calendar day in Amsterdam, not UTC's, in summer and winter time", () => {
    expect(dayInAmsterdam(new Date('2025-06-30T21:59:59Z'))).toBe('2025-06-30');
    expect(dayInAmsterdam(new Date('2025-06-30T22:00:00Z'))).toBe('2025-07-01');
    expect(dayInAmsterdam(new Date('2025-01-01T22:59:59Z'))).toBe('2025-01-01');
    expect(dayInAmsterdam(new Date('2025-01-01T23:00:00Z'))).toBe('2025-01-02');
  });
});
