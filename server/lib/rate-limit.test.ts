/** The rate-limit store itself (memory on PGlite, the rate_limits table on PostgreSQL). */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.js';
import { openTestDatabase } from '../test/test-database.js';
import { createRateLimits, relaxedRateLimitRules, type RateLimits } from './rate-limit.js';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/** Limits where `loginFailureAccount` allows `points` per `durationSeconds`, with counters of their own. */
function limitsOf(points: number, durationSeconds: number): RateLimits {
  return createRateLimits(database, { ...relaxedRateLimitRules, loginFailureAccount: { points, durationSeconds } }, `test-${randomUUID()}`);
}

/** How many consumes in a row succeed (up to `max`). */
async function consumable(limits: RateLimits, key: string, max = 10): Promise<number> {
  for (let i = 0; i < max; i++) {
    try {
      await limits.consume('loginFailureAccount', key);
    } catch {
      return i;
    }
  }
  return max;
}

describe('rate limits', () => {
  it('consume refuses past the limit; refund gives one point back', async () => {
    const limits = limitsOf(3, 60);
    expect(await consumable(limits, 'a')).toBe(3);
    await expect(limits.consume('loginFailureAccount', 'a')).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    // Refused consumes are counted too (the 4th and 5th): three refunds leave room for one.
    await limits.refund('loginFailureAccount', 'a');
    await limits.refund('loginFailureAccount', 'a');
    await limits.refund('loginFailureAccount', 'a');
    expect(await consumable(limits, 'a')).toBe(1);
  });

  it('consumes at once count exactly: no more succeed than the limit', async () => {
    const limits = limitsOf(4, 60);
    const results = await Promise.allSettled(Array.from({ length: 25 }, () => limits.consume('loginFailureAccount', 'b')));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(4);
  });

  it('a refund after the window ended gives no extra point in the next window', async () => {
    const limits = limitsOf(2, 1);
    await limits.consume('loginFailureAccount', 'c');
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    // The reservation belonged to the ended window; giving it back must not start the new one below zero.
    await limits.refund('loginFailureAccount', 'c');
    expect(await consumable(limits, 'c')).toBe(2);
  });

  it('a refund of a key never counted gives no extra point', async () => {
    const limits = limitsOf(2, 60);
    await limits.refund('loginFailureAccount', 'd');
    expect(await consumable(limits, 'd')).toBe(2);
  });
});
