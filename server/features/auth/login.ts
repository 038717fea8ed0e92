/**
 * Password sign-in and the 2FA step, with their attempt limits: 5 attempts a minute per IP and
 * account (forgotten after a success), 30 a minute per IP, and 100 wrong passwords or codes an
 * hour per account and per IP. Every limit is counted before the password or code is checked (a
 * failure point is given back when it was right), so parallel requests cannot slip past one.
 */
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.js';
import { users } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { accountKey, type RateLimits } from '../../lib/rate-limit.js';
import type { SecretBox } from '../../lib/secret-box.js';
import { isTwoFactorEnabled, verifySecondFactor } from '../account-security/second-factor.js';
import { verifyCaptcha } from '../captcha/service.js';
import { normaliseEmail, verifyPassword } from './credentials.js';
import { takeCodeAttempt, type OpenChallenge } from './two-factor-challenge.js';

type Logger = Pick<FastifyBaseLogger, 'warn'>;

interface Attempt {
  db: Db;
  limits: RateLimits;
  ip: string;
  log: Logger;
}

/** An admitted attempt: its failure points are reserved until the outcome is known. */
interface AdmittedAttempt {
  /** The password or code was right (or the attempt failed for another reason): give the points back. */
  notAFailure(): Promise<void>;
  /** A successful sign-in step: also forget this IP + account's attempts of the minute. */
  succeeded(): Promise<void>;
}

/**
 * Counts an attempt against every limit and reserves a failure point for the account and the IP;
 * refuses (RATE_LIMITED) when any of them is used up. A refusal gives back what it had reserved.
 */
async function admitAttempt(limits: RateLimits, ip: string, email: string): Promise<AdmittedAttempt> {
  const account = accountKey(email);
  await limits.consume('loginAttemptIp', ip);
  await limits.consume('loginAttempt', `${ip}|${account}`);
  await limits.consume('loginFailureAccount', account);
  try {
    await limits.consume('loginFailureIp', ip);
  } catch (err) {
    await limits.refund('loginFailureAccount', account).catch(() => undefined);
    throw err;
  }
  const notAFailure = async () => {
    await Promise.allSettled([limits.refund('loginFailureAccount', account), limits.refund('loginFailureIp', ip)]);
  };
  return {
    notAFailure,
    async succeeded() {
      await notAFailure();
      await limits.reset('loginAttempt', `${ip}|${account}`);
    },
  };
}

/** Runs one checked step; only a wrong password or code (`failureCodes`) keeps its failure point. */
async function asAttempt<T>(attempt: AdmittedAttempt, failureCodes: readonly string[], step: () => Promise<T>): Promise<T> {
  let result: T;
  try {
    result = await step();
  } catch (err) {
    if (!(err instanceof AppError && failureCodes.includes(err.code))) await attempt.notAFailure();
    throw err;
  }
  await attempt.succeeded();
  return result;
}

export interface PasswordLoginInput {
  email: string;
  password: string;
  captchaId: string;
  captchaCode: string;
}

/**
 * Checks captcha and password. Resolves with the user id and whether the account asks for a
 * second factor; throws CAPTCHA_REQUIRED/CAPTCHA_INVALID, INVALID_CREDENTIALS or RATE_LIMITED.
 */
export async function checkPasswordLogin({ db, limits, ip, input }: Attempt & { input: PasswordLoginInput }) {
  const email = normaliseEmail(input.email);
  const attempt = await admitAttempt(limits, ip, email);
  const userId = await asAttempt(attempt, ['INVALID_CREDENTIALS'], async () => {
    await verifyCaptcha(db, { captchaId: input.captchaId, captchaCode: input.captchaCode, purpose: 'login' });
    return verifyPassword(db, { email, password: input.password });
  });
  return { userId, twoFactor: await isTwoFactorEnabled(db, userId) };
}

/** The code of the 2FA step without spaces; MFA_CODE_INCOMPLETE for an empty or short numeric code. */
export function normaliseSecondFactorCode(code: string): string {
  const compact = code.replace(/\s+/g, '');
  if (compact.length === 0 || (/^\d+$/.test(compact) && compact.length !== 6)) throw new AppError('MFA_CODE_INCOMPLETE');
  return compact;
}

/**
 * Checks the 2FA step's code (TOTP or backup code) for an open challenge. Each code takes one of
 * the challenge's 5 attempts before it is checked; a wrong one also counts against the account's
 * and the IP's limits.
 */
export async function checkSecondFactor({
  db,
  limits,
  ip,
  secrets,
  challenge,
  code,
}: Attempt & { secrets: SecretBox; challenge: OpenChallenge; code: string }): Promise<void> {
  const normalised = normaliseSecondFactorCode(code);
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, challenge.userId));
  if (!user) throw new AppError('MFA_CHALLENGE_EXPIRED');
  const attempt = await admitAttempt(limits, ip, user.email);
  await asAttempt(attempt, ['MFA_CODE_INVALID'], async () => {
    await takeCodeAttempt(db, challenge.id);
    const kind = await verifySecondFactor({ db, secrets, userId: challenge.userId, code: normalised });
    if (!kind) throw new AppError('MFA_CODE_INVALID');
  });
}
