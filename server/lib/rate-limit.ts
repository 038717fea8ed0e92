/**
 * Attempt limits with rate-limiter-flexible: in memory on the embedded database, in the
 * `rate_limits` table with DATABASE_URL so the limits hold across instances. Each named rule is
 * one counter per key (an IP, an account, or both); exceeding it answers 429 RATE_LIMITED with
 * Retry-After and the local time from which a new attempt is allowed.
 */
import { createHash } from 'node:crypto';
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Database } from '../db/database.js';
import { AppError } from './errors.js';

export interface Limit {
  points: number;
  durationSeconds: number;
}

const minute = 60;
const hour = 60 * minute;

/** Every rule: what is counted and per what. */
export const defaultRateLimitRules = {
  /** Sign-in and 2FA attempts per IP + account; forgotten after a successful sign-in. */
  loginAttempt: { points: 5, durationSeconds: minute },
  /** Sign-in and 2FA attempts per IP across accounts (one IP trying many accounts quickly). */
  loginAttemptIp: { points: 30, durationSeconds: minute },
  /** Wrong passwords and wrong 2FA codes per account, from anywhere. */
  loginFailureAccount: { points: 100, durationSeconds: hour },
  /** Wrong passwords and codes per IP, across accounts. */
  loginFailureIp: { points: 100, durationSeconds: hour },
  /** New captchas per IP. */
  captcha: { points: 30, durationSeconds: minute },
  /** Reset mails asked for, per IP and per address. */
  passwordResetIp: { points: 10, durationSeconds: hour },
  passwordResetEmail: { points: 3, durationSeconds: hour },
  /** Accounts created per IP. */
  signupIp: { points: 10, durationSeconds: hour },
  /** Reset-link, invitation and e-mail confirmation token checks and uses per IP. */
  tokenIp: { points: 30, durationSeconds: 10 * minute },
  /** "Bevestig je e-mailadres" mails asked for again, per user. */
  emailConfirmationResend: { points: 3, durationSeconds: hour },
  /** Current-password checks (settings) per account. */
  currentPassword: { points: 10, durationSeconds: 15 * minute },
  /** Invitations sent per company. */
  invitation: { points: 50, durationSeconds: hour },
  /**
   * Invitations sent per company in its first 24 hours, counted besides `invitation`: a fresh
   * sign-up's company cannot use the product's invitation mail to reach many strangers.
   */
  invitationNewCompany: { points: 5, durationSeconds: hour },
  /** Waitlist sign-ups per IP (the honeypot's fake successes count too). */
  waitlistIp: { points: 10, durationSeconds: 10 * minute },
  /** Contact-form messages per IP (the honeypot's fake successes and refused forms count too). */
  contactIp: { points: 5, durationSeconds: 10 * minute },
  /**
   * Contact-form messages per sender address, from anywhere: each one mails a confirmation to
   * that address, so nobody can flood a stranger's inbox from many IPs.
   */
  contactEmail: { points: 5, durationSeconds: hour },
  /** Page-analytics events per IP (POST /api/page-events). */
  pageEventIp: { points: 60, durationSeconds: minute },
  /** Account syncs started by hand (or on opening /accounts) per company: each calls the platforms' APIs. */
  adSync: { points: 20, durationSeconds: 10 * minute },
  /**
   * Appointment requests from the client portal per client user: each one lands in a marketeer's
   * inbox and on their calendar, so a client cannot flood them.
   */
  appointmentRequest: { points: 10, durationSeconds: hour },
  /** Answers sent through forms' public links per IP (the honeypot's fake successes and refused ones count too). */
  formPublicIp: { points: 10, durationSeconds: 10 * minute },
} satisfies Record<string, Limit>;

export type RateLimitName = keyof typeof defaultRateLimitRules;
export type RateLimitRules = Record<RateLimitName, Limit>;

export interface RateLimits {
  /**
   * Counts one hit; throws 429 RATE_LIMITED when the rule's limit is exceeded. Counting first is
   * what makes a limit hold under parallel requests: a failure limit reserves its point before the
   * password or code is checked, and `refund`s it when that turns out right.
   */
  consume(name: RateLimitName, key: string): Promise<void>;
  /** Gives back one point counted by `consume` (the attempt turned out not to be a failure). */
  refund(name: RateLimitName, key: string): Promise<void>;
  /** Forgets the hits of this key. */
  reset(name: RateLimitName, key: string): Promise<void>;
}

/** A short key for an e-mail address (the store holds no addresses; keys stay under 255). */
export function accountKey(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 32);
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

const clock = new Intl.DateTimeFormat('nl-NL', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Amsterdam' });

export function rateLimited(msBeforeNext: number, now = Date.now()): AppError {
  const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  // Rounded up to the next minute, so "opnieuw om 14:32" is never too early.
  const at = new Date(Math.ceil((now + seconds * 1000) / 60_000) * 60_000);
  return new AppError('RATE_LIMITED', {
    headers: { 'retry-after': String(seconds) },
    params: { time: clock.format(at), retryAfterSeconds: seconds },
  });
}

/**
 * `keyPrefix` separates independent apps sharing one store (tests give each app its own); by
 * default all instances share the counters.
 */
export function createRateLimits(database: Database, rules: Partial<RateLimitRules> = {}, keyPrefix = 'rl'): RateLimits {
  const all: RateLimitRules = { ...defaultRateLimitRules, ...rules };
  const limiters = new Map<RateLimitName, RateLimiterAbstract>();
  const limiter = (name: RateLimitName) => {
    let found = limiters.get(name);
    if (!found) {
      found = createLimiter(database, `${keyPrefix}:${name}`, all[name]);
      limiters.set(name, found);
    }
    return found;
  };
  return {
    async consume(name, key) {
      try {
        await limiter(name).consume(key);
      } catch (err) {
        if (err instanceof RateLimiterRes) throw rateLimited(err.msBeforeNext);
        throw err;
      }
    },
    async refund(name, key) {
      const after = await limiter(name).reward(key, 1);
      // A refund landing after its window ended (the point belonged to that window) would start
      // the next window below zero, one free point; a separate add, so parallel consumes still count.
      if (after.consumedPoints < 0) await limiter(name).penalty(key, -after.consumedPoints);
    },
    async reset(name, key) {
      await limiter(name).delete(key);
    },
  };
}

/** Rules high enough that nothing trips them by accident (tests; TEST_HOOKS servers). */
export const relaxedRateLimitRules: RateLimitRules = Object.fromEntries(
  Object.keys(defaultRateLimitRules).map((name) => [name, { points: 100_000, durationSeconds: 60 }]),
) as RateLimitRules;
