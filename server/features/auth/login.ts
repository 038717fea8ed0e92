/**
 * Password sign-in and the 2FA step, with their attempt limits: 5 attempts a minute per IP and
 * account (forgotten after a success), and 100 wrong passwords or codes an hour per account and per IP.
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
import { recordWrongCode, type OpenChallenge } from './two-factor-challenge.js';

type Logger = Pick<FastifyBaseLogger, 'warn'>;

interface Attempt {
  db: Db;
  limits: RateLimits;
  ip: string;
  log: Logger;
}

/** Counts an attempt and refuses when this IP + account, the account or the IP is over its limit. */
async function admitAttempt(limits: RateLimits, ip: string, email: string): Promise<void> {
  const account = accountKey(email);
  await limits.consume('loginAttempt', `${ip}|${account}`);
  await limits.check('loginFailureAccount', account);
  await limits.check('loginFailureIp', ip);
}

/** Counts a wrong password or code against the account and the IP; never hides the original error. */
async function countFailure(limits: RateLimits, ip: string, email: string): Promise<void> {
  const account = accountKey(email);
  await Promise.allSettled([limits.consume('loginFailureAccount', account), limits.consume('loginFailureIp', ip)]);
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
  await admitAttempt(limits, ip, email);
  await verifyCaptcha(db, { captchaId: input.captchaId, captchaCode: input.captchaCode, purpose: 'login' });
  let userId: string;
  try {
    userId = await verifyPassword(db, { email, password: input.password });
  } catch (err) {
    if (err instanceof AppError && err.code === 'INVALID_CREDENTIALS') await countFailure(limits, ip, email);
    throw err;
  }
  await limits.reset('loginAttempt', `${ip}|${accountKey(email)}`);
  return { userId, twoFactor: await isTwoFactorEnabled(db, userId) };
}

/** The code of the 2FA step without spaces; MFA_CODE_INCOMPLETE for an empty or short numeric code. */
export function normaliseSecondFactorCode(code: string): string {
  const compact = code.replace(/\s+/g, '');
  if (compact.length === 0 || (/^\d+$/.test(compact) && compact.length !== 6)) throw new AppError('MFA_CODE_INCOMPLETE');
  return compact;
}

/**
 * Checks the 2FA step's code (TOTP or backup code) for an open challenge. A wrong code counts
 * against the challenge (5 at most) and the account's limits.
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
  await admitAttempt(limits, ip, user.email);
  const kind = await verifySecondFactor({ db, secrets, userId: challenge.userId, code: normalised });
  if (!kind) {
    await countFailure(limits, ip, user.email);
    await recordWrongCode(db, challenge.id);
    throw new AppError('MFA_CODE_INVALID');
  }
  await limits.reset('loginAttempt', `${ip}|${accountKey(user.email)}`);
}
