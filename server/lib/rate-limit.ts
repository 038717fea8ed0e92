/**
 * Login attempt limits with rate-limiter-flexible: in memory on the embedded database, in the
 * `rate_limits` table with DATABASE_URL so the limits hold across instances.
 */
import { createHash } from 'node:crypto';
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Database } from '../db/database.js';
import { AppError } from './errors.js';

export interface Limit {
  points: number;
  durationSeconds: number;
}

export interface LoginRateLimits {
  perIpAndEmail: Limit;
  perIp: Limit;
}

export const defaultLoginRateLimits: LoginRateLimits = {
  perIpAndEmail: { points: 10, durationSeconds: 15 * 60 },
  perIp: { points: 50, durationSeconds: 15 * 60 },
};

export interface LoginLimiter {
  /** Counts one attempt; throws 429 RATE_LIMITED (with Retry-After) when a limit is exceeded. */
  consume(ip: string, email: string): Promise<void>;
  /** Forgets the attempts of this IP and address after a successful login. */
  reset(ip: string, email: string): Promise<void>;
}

function createLimiter(database: Database, keyPrefix: string, limit: Limit): RateLimiterAbstract {
  const options = { keyPrefix, points: limit.points, duration: limit.durationSeconds };
  if (!database.pgPool) return new RateLimiterMemory(options);
  return new RateLimiterPostgres({
    ...options,
    storeClient: database.pgPool,
    storeType: 'pool',
    tableName: 'rate_limits',
    tableCreated: true,
    clearExpiredByTimeout: true,
  });
}

async function consumeOrRefuse(limiter: RateLimiterAbstract, key: string): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (err) {
    if (!(err instanceof RateLimiterRes)) throw err;
    const retryAfter = String(Math.max(1, Math.ceil(err.msBeforeNext / 1000)));
    throw new AppError('RATE_LIMITED', { headers: { 'retry-after': retryAfter } });
  }
}

/**
 * `keyPrefix` separates independent limiters sharing one store (tests give each app its own);
 * by default all instances of the app share the counters.
 */
export function createLoginLimiter(
  database: Database,
  limits: LoginRateLimits = defaultLoginRateLimits,
  keyPrefix = 'login',
): LoginLimiter {
  const perIp = createLimiter(database, `${keyPrefix}:ip`, limits.perIp);
  const perIpAndEmail = createLimiter(database, `${keyPrefix}:ip-email`, limits.perIpAndEmail);
  // The address is hashed: keys stay short (varchar 255) and the store holds no e-mail addresses.
  const pairKey = (ip: string, email: string) => `${ip}|${createHash('sha256').update(email).digest('hex').slice(0, 32)}`;
  return {
    async consume(ip, email) {
      await consumeOrRefuse(perIp, ip);
      await consumeOrRefuse(perIpAndEmail, pairKey(ip, email));
    },
    async reset(ip, email) {
      await perIpAndEmail.delete(pairKey(ip, email));
    },
  };
}

