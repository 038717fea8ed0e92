/** Steps some rows take before their request: two-factor sign-in set up, a 2FA challenge begun, an address unproven. */
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.js';
import { postLogin } from '../test-app.js';
import { totpAt } from '../two-factor.js';
import type { Person, World } from './world.js';

async function post(w: World, person: Person, url: string, payload: object): Promise<Record<string, unknown>> {
  const response = await w.app.inject({ method: 'POST', url, payload, cookies: { sid: person.sid } });
  if (response.statusCode >= 300) throw new Error(`${url} as ${person.label} → ${response.statusCode} ${response.body}`);
  return response.body ? response.json<Record<string, unknown>>() : {};
}

/** Starts setting up two-factor sign-in; answers the secret. */
export async function twoFactorSetup(w: World, person: Person): Promise<string> {
  const { secret } = await post(w, person, '/api/account/two-factor/setup', { currentPassword: person.password });
  return secret as string;
}

/** Turns two-factor sign-in on; answers the secret. */
export async function twoFactorOn(w: World, person: Person): Promise<string> {
  const secret = await twoFactorSetup(w, person);
  await post(w, person, '/api/account/two-factor/enable', { code: totpAt(secret) });
  return secret;
}

/** The password step of a 2FA account: answers the challenge cookie the code step needs. */
export async function twoFactorChallenge(w: World, person: Person): Promise<string> {
  const response = await postLogin(w.app, { email: person.email, password: person.password });
  const challenge = response.cookies.find((c) => c.name === 'mfa_challenge');
  if (!challenge) throw new Error(`no 2FA challenge for ${person.label}: ${response.statusCode} ${response.body}`);
  return challenge.value;
}

/** Makes the person's address unproven, as after a password sign-up. */
export async function unproveAddress(w: World, person: Person): Promise<void> {
  await w.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, person.user.id));
}
