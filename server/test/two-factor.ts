/** Test helpers for accounts with two-factor sign-in: TOTP codes as an authenticator app makes them. */
import { Secret, TOTP } from 'otpauth';
import { expect } from 'vitest';
import { createUser, type TestUser } from './factories.js';
import { logInAs, type TestApp } from './test-app.js';

/** The TOTP code of `secret` for the step `offsetSteps` away from now (30 s steps). */
export function totpAt(secret: string, offsetSteps = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });
  return totp.generate({ timestamp: Date.now() + offsetSteps * 30_000 });
}

export type TwoFactorUser = TestUser & { secret: string; backupCodes: string[] };

/** A user with two-factor sign-in on, enabled through the API with the current step's code; signed out again. */
export async function createUserWithTwoFactor(t: TestApp): Promise<TwoFactorUser> {
  const user = await createUser(t.db);
  const sid = await logInAs(t.app, user);
  const setup = await t.app.inject({
    method: 'POST',
    url: '/api/account/two-factor/setup',
    payload: { currentPassword: user.password },
    cookies: { sid },
  });
  const { secret } = setup.json<{ secret: string }>();
  const enabled = await t.app.inject({ method: 'POST', url: '/api/account/two-factor/enable', payload: { code: totpAt(secret) }, cookies: { sid } });
  expect(enabled.statusCode, enabled.body).toBe(200);
  await t.app.inject({ method: 'POST', url: '/api/auth/logout', cookies: { sid } });
  return { ...user, secret, backupCodes: enabled.json<{ backupCodes: string[] }>().backupCodes };
}
