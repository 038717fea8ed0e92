import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginChallenges } from '../../db/schema/index.js';
import { createUser, type TestUser } from '../../test/factories.js';
import { createTestApp, logInAs, postLogin, sessionCookieOf, type TestApp } from '../../test/test-app.js';
import { createUserWithTwoFactor, totpAt } from '../../test/two-factor.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Password step: expects MFA_REQUIRED and answers the challenge cookie. */
async function passwordStep(user: TestUser): Promise<string> {
  const response = await postLogin(t.app, user);
  expect(response.statusCode).toBe(401);
  expect(response.json().error.code).toBe('MFA_REQUIRED');
  expect(response.cookies.find((c) => c.name === 'sid')).toBeUndefined();
  const challenge = response.cookies.find((c) => c.name === 'mfa_challenge');
  expect(challenge?.httpOnly).toBe(true);
  expect(challenge?.path).toBe('/api/auth');
  return challenge!.value;
}

const codeStep = (challenge: string, code: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login/two-factor', payload: { code }, cookies: { mfa_challenge: challenge } });

describe('two-factor sign-in', () => {
  it('asks for the code after the right password and starts a session only after it', async () => {
    const user = await createUserWithTwoFactor(t);
    const challenge = await passwordStep(user);
    const done = await codeStep(challenge, totpAt(user.secret, 1));
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().user.mfaEnabled).toBe(true);
    const sid = sessionCookieOf(done);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', cookies: { sid } })).statusCode).toBe(200);
    expect(await t.db.select().from(loginChallenges).where(eq(loginChallenges.userId, user.user.id))).toHaveLength(0);
    // The challenge is gone: it cannot be used again.
    expect((await codeStep(challenge, totpAt(user.secret, 1))).json().error.code).toBe('MFA_CHALLENGE_EXPIRED');
  });

  it('refuses a wrong code with the spec message, and a replayed code', async () => {
    const user = await createUserWithTwoFactor(t);
    const challenge = await passwordStep(user);
    const good = totpAt(user.secret, 1);
    const wrong = good === '000000' ? '111111' : '000000';
    const refused = await codeStep(challenge, wrong);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error).toMatchObject({ code: 'MFA_CODE_INVALID', message: 'Ongeldige 2FA code. Probeer opnieuw.' });
    expect((await codeStep(challenge, good)).statusCode).toBe(200);

    const again = await passwordStep(user);
    expect((await codeStep(again, good)).json().error.code).toBe('MFA_CODE_INVALID');
  });

  it('accepts a code one step old or ahead, not two', async () => {
    const user = await createUserWithTwoFactor(t);
    const challenge = await passwordStep(user);
    expect((await codeStep(challenge, totpAt(user.secret, 3))).json().error.code).toBe('MFA_CODE_INVALID');
    expect((await codeStep(challenge, totpAt(user.secret, 1))).statusCode).toBe(200);
  });

  it('asks for all six digits', async () => {
    const user = await createUserWithTwoFactor(t);
    const challenge = await passwordStep(user);
    const short = await codeStep(challenge, '12345');
    expect(short.statusCode).toBe(400);
    expect(short.json().error.message).toBe('Voer de volledige 6-cijferige code in');
    expect((await codeStep(challenge, '')).json().error.code).toBe('MFA_CODE_INCOMPLETE');
  });

  it('takes a backup code once', async () => {
    const user = await createUserWithTwoFactor(t);
    const code = user.backupCodes[0]!;
    expect((await codeStep(await passwordStep(user), code.toLowerCase())).statusCode).toBe(200);
    expect((await codeStep(await passwordStep(user), code)).json().error.code).toBe('MFA_CODE_INVALID');
  });

  it('allows at most 5 wrong codes per sign-in attempt', async () => {
    const user = await createUserWithTwoFactor(t);
    const challenge = await passwordStep(user);
    const good = totpAt(user.secret, 1);
    const wrong = good === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expect((await codeStep(challenge, wrong)).json().error.code).toBe('MFA_CODE_INVALID');
    const sixth = await codeStep(challenge, good);
    expect(sixth.json().error.code).toBe('MFA_CHALLENGE_EXPIRED');
    expect(sixth.json().error.message).toBe('Je inlogpoging is verlopen. Log opnieuw in.');
  });

  it('checks at most 5 codes of one challenge, also when they all arrive at once', async () => {
    const user = await createUserWithTwoFactor(t);
    const challenge = await passwordStep(user);
    const good = totpAt(user.secret, 1);
    const wrong = good === '000000' ? '111111' : '000000';
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/login/two-factor',
          payload: { code: wrong },
          cookies: { mfa_challenge: challenge },
          remoteAddress: `203.0.113.${i + 1}`,
        }),
      ),
    );
    const codes = answers.map((answer) => answer.json().error.code as string);
    expect(codes.filter((code) => code === 'MFA_CODE_INVALID')).toHaveLength(5);
    expect(codes.filter((code) => code === 'MFA_CHALLENGE_EXPIRED')).toHaveLength(25);
    expect((await codeStep(challenge, good)).json().error.code).toBe('MFA_CHALLENGE_EXPIRED');
  });

  it('refuses the step without a challenge, with a made-up one and with an expired one', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/login/two-factor', payload: { code: '123456' } })).json().error.code).toBe(
      'MFA_CHALLENGE_EXPIRED',
    );
    expect((await codeStep('A'.repeat(43), '123456')).json().error.code).toBe('MFA_CHALLENGE_EXPIRED');
    const user = await createUserWithTwoFactor(t);
    const challenge = await passwordStep(user);
    await t.db
      .update(loginChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(loginChallenges.userId, user.user.id));
    expect((await codeStep(challenge, totpAt(user.secret, 1))).json().error.code).toBe('MFA_CHALLENGE_EXPIRED');
  });

  it('rotates the session: the session the browser still carried is revoked and a new id issued', async () => {
    const user = await createUserWithTwoFactor(t);
    const earlier = await logInAs(t.app, await createUser(t.db));
    const challenge = await passwordStep(user);
    const done = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/two-factor',
      payload: { code: totpAt(user.secret, 1) },
      cookies: { mfa_challenge: challenge, sid: earlier },
    });
    expect(done.statusCode).toBe(200);
    expect(sessionCookieOf(done)).not.toBe(earlier);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', cookies: { sid: earlier } })).statusCode).toBe(401);
  });

  it('limits code attempts per account and IP with the login limits', async () => {
    const limited = await createTestApp({ database: t.database, rateLimitRules: { loginAttempt: { points: 3, durationSeconds: 60 } } });
    try {
      const user = await createUserWithTwoFactor(t);
      const response = await postLogin(limited.app, user, { remoteAddress: '203.0.113.9' });
      const challenge = response.cookies.find((c) => c.name === 'mfa_challenge')!.value;
      const step = (code: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/auth/login/two-factor',
          payload: { code },
          cookies: { mfa_challenge: challenge },
          remoteAddress: '203.0.113.9',
        });
      // The password step's attempt was forgotten after the right password: 3 code attempts remain.
      for (let i = 0; i < 3; i++) expect((await step('000001')).statusCode).toBe(401);
      expect((await step(totpAt(user.secret, 1))).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
