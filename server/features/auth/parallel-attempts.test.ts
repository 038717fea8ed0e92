/**
 * The sign-in limits under parallel requests: every password or code is counted before it is
 * checked, so firing many requests at once checks no more of them than the limit allows. (On
 * PGlite queries run one at a time; on PostgreSQL these requests really race.)
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginChallenges } from '../../db/schema/index.js';
import type { RateLimitRules } from '../../lib/rate-limit.js';
import { createUser, type TestUser } from '../../test/factories.js';
import { createTestApp, postLogin, solveCaptcha, type TestApp } from '../../test/test-app.js';
import { maxWrongCodesPerChallenge } from './two-factor-challenge.js';
import { createUserWithTwoFactor, totpAt } from '../../test/two-factor.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const parallel = 30;

/** An app on the same database with some rules tightened; closed after `run`. */
async function withLimits(rules: Partial<RateLimitRules>, run: (app: TestApp) => Promise<void>): Promise<void> {
  const limited = await createTestApp({ database: t.database, rateLimitRules: rules });
  try {
    await run(limited);
  } finally {
    await limited.close();
  }
}

/** A six-digit code that is not valid in the current step or the ones around it. */
function wrongCode(secret: string): string {
  const valid = new Set([-1, 0, 1, 2].map((offset) => totpAt(secret, offset)));
  return ['000000', '111111', '222222', '333333', '444444'].find((code) => !valid.has(code))!;
}

/** The password step on `app`; answers the challenge token. */
async function passwordStep(app: TestApp, user: TestUser): Promise<string> {
  const response = await postLogin(app.app, user);
  expect(response.json().error.code).toBe('MFA_REQUIRED');
  return response.cookies.find((c) => c.name === 'mfa_challenge')!.value;
}

/** Fires `count` code steps against one challenge at once; answers their error codes ('OK' for a sign-in). */
async function codeStepsAtOnce(app: TestApp, challenge: string, code: string, count = parallel): Promise<string[]> {
  const responses = await Promise.all(
    Array.from({ length: count }, () =>
      app.app.inject({ method: 'POST', url: '/api/auth/login/two-factor', payload: { code }, cookies: { mfa_challenge: challenge } }),
    ),
  );
  return responses.map((response) => response.json<{ error?: { code: string } }>().error?.code ?? 'OK');
}

/** Solves the captchas first, then fires all the password steps at once; answers their status codes. */
async function loginsAtOnce(app: TestApp, attempts: { email: string; password: string; ip: string }[]): Promise<number[]> {
  const captchas = await Promise.all(attempts.map((attempt) => solveCaptcha(app.app, 'login', attempt.ip)));
  const responses = await Promise.all(
    attempts.map(({ email, password, ip }, i) =>
      app.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password, ...captchas[i] }, remoteAddress: ip }),
    ),
  );
  return responses.map((response) => response.statusCode);
}

/** The failed_attempts of the user's (only) open challenge. */
async function failedAttemptsOf(user: TestUser): Promise<number | undefined> {
  const rows = await t.db.select({ failedAttempts: loginChallenges.failedAttempts }).from(loginChallenges).where(eq(loginChallenges.userId, user.user.id));
  expect(rows).toHaveLength(1);
  return rows[0]?.failedAttempts;
}

function tally(values: (string | number)[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const value of values) counts[value] = (counts[value] ?? 0) + 1;
  return counts;
}

describe('sign-in limits under parallel requests', () => {
  it('checks no more codes of an account than its failure limit; the refused ones use no challenge attempt', async () => {
    // Below the challenge's own 5, so the account's limit is the one that refuses.
    const accountLimit = maxWrongCodesPerChallenge - 2;
    await withLimits({ loginFailureAccount: { points: accountLimit, durationSeconds: 3600 } }, async (limited) => {
      const user = await createUserWithTwoFactor(t);
      // The right password gives its point back: all of them remain for codes.
      const challenge = await passwordStep(limited, user);
      const codes = await codeStepsAtOnce(limited, challenge, wrongCode(user.secret));
      expect(tally(codes)).toEqual({ MFA_CODE_INVALID: accountLimit, RATE_LIMITED: parallel - accountLimit });
      expect(await failedAttemptsOf(user)).toBe(accountLimit);
    });
  });

  it('checks no more passwords from one IP than its failure limit, across accounts', async () => {
    await withLimits({ loginFailureIp: { points: 4, durationSeconds: 3600 } }, async (limited) => {
      const attempts = Array.from({ length: parallel }, (_, i) => ({
        email: `onbekend-${i}-${Date.now()}@test.nl`,
        password: 'Verkeerd1!',
        ip: '198.51.111.1',
      }));
      expect(tally(await loginsAtOnce(limited, attempts))).toEqual({ 401: 4, 429: parallel - 4 });
    });
  });

  it('lets one IP try only so many accounts a minute, right passwords included', async () => {
    await withLimits({ loginAttemptIp: { points: 6, durationSeconds: 60 } }, async (limited) => {
      const user = await createUser(t.db);
      const ip = '198.51.112.1';
      expect((await postLogin(limited.app, user, { remoteAddress: ip })).statusCode).toBe(200);
      const attempts = Array.from({ length: parallel }, (_, i) => ({ email: `iemand-${i}-${Date.now()}@test.nl`, password: 'Verkeerd1!', ip }));
      expect(tally(await loginsAtOnce(limited, attempts))).toEqual({ 401: 5, 429: parallel - 5 });
      // Another IP is not affected.
      expect((await postLogin(limited.app, user, { remoteAddress: '198.51.112.2' })).statusCode).toBe(200);
    });
  });
});

describe('failure points', () => {
  it('are given back after a right code; a code with too few digits uses neither points nor challenge attempts', async () => {
    await withLimits({ loginFailureAccount: { points: 2, durationSeconds: 3600 } }, async (limited) => {
      const user = await createUserWithTwoFactor(t);
      // A TOTP step is accepted once, so the later sign-ins use backup codes.
      const rightCodes = [totpAt(user.secret, 1), user.backupCodes[0]!, user.backupCodes[1]!];
      for (const code of rightCodes) {
        const challenge = await passwordStep(limited, user);
        expect(await codeStepsAtOnce(limited, challenge, '123', 1)).toEqual(['MFA_CODE_INCOMPLETE']);
        expect(await failedAttemptsOf(user)).toBe(0);
        expect(await codeStepsAtOnce(limited, challenge, code, 1)).toEqual(['OK']);
      }
      const challenge = await passwordStep(limited, user);
      expect(tally(await codeStepsAtOnce(limited, challenge, wrongCode(user.secret), 3))).toEqual({ MFA_CODE_INVALID: 2, RATE_LIMITED: 1 });
    });
  });
});
