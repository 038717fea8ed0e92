/** The Google account resolution as plain functions over the database, races included. */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.js';
import { userIdentities, users } from '../../db/schema/index.js';
import { createUser, uniqueEmail } from '../../test/factories.js';
import { openTestDatabase } from '../../test/test-database.js';
import { GoogleAccountUnverified, GoogleSignInRefused, type GoogleProfile } from './google-client.js';
import { findUserByGoogleIdentity, readSignInAccount, resolveGoogleUser } from './service.js';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

function profile(overrides: Partial<GoogleProfile> = {}): GoogleProfile {
  return {
    sub: `sub-${randomUUID()}`,
    email: uniqueEmail('google'),
    emailVerified: true,
    name: 'Gijs Google',
    picture: null,
    ...overrides,
  };
}

const usersWithEmail = (email: string) => database.db.select().from(users).where(eq(users.email, email));
const identitiesOfSubject = (sub: string) => database.db.select().from(userIdentities).where(eq(userIdentities.subject, sub));

describe('resolveGoogleUser', () => {
  it('creates a member account with onboarding open and links it', async () => {
    const input = profile({ email: `  ${uniqueEmail('Hoofdletters').toUpperCase()} `, picture: 'https://example.com/p.png' });
    const result = await resolveGoogleUser({ db: database.db, input });
    expect(result.outcome).toBe('created');
    const email = input.email.trim().toLowerCase();
    expect(await usersWithEmail(email)).toMatchObject([
      {
        id: result.userId,
        name: 'Gijs Google',
        role: 'member',
        onboardingCompleted: false,
        passwordHash: null,
        isClient: false,
        avatarUrl: 'https://example.com/p.png',
      },
    ]);
    expect(await identitiesOfSubject(input.sub)).toMatchObject([{ provider: 'google', userId: result.userId, email }]);
    // Google verified the address: the new account's address counts as proven.
    expect((await usersWithEmail(email))[0]!.emailVerifiedAt).toBeInstanceOf(Date);
  });

  it('links an existing account by verified address, then finds it by subject', async () => {
    const { user, email } = await createUser(database.db);
    const input = profile({ email: email.toUpperCase() });
    expect(await resolveGoogleUser({ db: database.db, input })).toEqual({ userId: user.id, outcome: 'linked' });
    expect(await resolveGoogleUser({ db: database.db, input: { ...input, email: uniqueEmail() } })).toEqual({
      userId: user.id,
      outcome: 'identity',
    });
  });

  it('links an account with a proven address and changes nothing else on it', async () => {
    const { user, email } = await createUser(database.db, { password: null });
    const [before] = await usersWithEmail(email);
    expect(await resolveGoogleUser({ db: database.db, input: profile({ email, name: 'Andere Naam', picture: 'https://example.com/x.png' }) })).toEqual({
      userId: user.id,
      outcome: 'linked',
    });
    expect(await usersWithEmail(email)).toEqual([before]);
  });

  it('never links an account whose address was not proven (a password sign-up, maybe by someone else)', async () => {
    const { user, email } = await createUser(database.db, { emailVerified: false });
    const input = profile({ email });
    await expect(resolveGoogleUser({ db: database.db, input })).rejects.toBeInstanceOf(GoogleAccountUnverified);
    expect(await identitiesOfSubject(input.sub)).toEqual([]);
    expect(await usersWithEmail(email)).toMatchObject([{ id: user.id, emailVerifiedAt: null }]);

    // Once the address is proven (a password reset through the mailed link), Google links.
    await database.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, user.id));
    expect(await resolveGoogleUser({ db: database.db, input })).toEqual({ userId: user.id, outcome: 'linked' });
  });

  it('refuses an address Google has not verified when no account is linked', async () => {
    const { email } = await createUser(database.db);
    const input = profile({ email, emailVerified: false });
    await expect(resolveGoogleUser({ db: database.db, input })).rejects.toBeInstanceOf(GoogleSignInRefused);
    const other = profile({ emailVerified: false });
    await expect(resolveGoogleUser({ db: database.db, input: other })).rejects.toBeInstanceOf(GoogleSignInRefused);
    expect(await identitiesOfSubject(input.sub)).toEqual([]);
    expect(await usersWithEmail(other.email)).toEqual([]);
  });

  it('turns two simultaneous first sign-ins of one Google account into one account', async () => {
    const input = profile();
    const results = await Promise.all([1, 2, 3].map(() => resolveGoogleUser({ db: database.db, input })));
    const [rows, identities] = await Promise.all([usersWithEmail(input.email), identitiesOfSubject(input.sub)]);
    expect(rows).toHaveLength(1);
    expect(identities).toHaveLength(1);
    expect(new Set(results.map((r) => r.userId))).toEqual(new Set([rows[0]!.id]));
  });

  it('links one account when two Google subjects with the same address race', async () => {
    const email = uniqueEmail('race');
    const [a, b] = await Promise.all([
      resolveGoogleUser({ db: database.db, input: profile({ email }) }),
      resolveGoogleUser({ db: database.db, input: profile({ email }) }),
    ]);
    expect(a.userId).toBe(b.userId);
    expect(await usersWithEmail(email)).toHaveLength(1);
    expect(await database.db.select().from(userIdentities).where(eq(userIdentities.userId, a.userId))).toHaveLength(2);
  });
});

describe('findUserByGoogleIdentity and readSignInAccount', () => {
  it('answers null for an unknown subject and remembers a changed address', async () => {
    expect(await findUserByGoogleIdentity({ db: database.db, input: { sub: `sub-${randomUUID()}`, email: 'x@test.nl' } })).toBeNull();
    const input = profile();
    const { userId } = await resolveGoogleUser({ db: database.db, input });
    const newEmail = uniqueEmail('nieuw');
    expect(await findUserByGoogleIdentity({ db: database.db, input: { sub: input.sub, email: newEmail } })).toBe(userId);
    expect(await identitiesOfSubject(input.sub)).toMatchObject([{ email: newEmail }]);
  });

  it('reads the 2FA flag, client flag and onboarding state', async () => {
    const { user } = await createUser(database.db, { isClient: true });
    await database.db.update(users).set({ mfaEnabled: true }).where(eq(users.id, user.id));
    expect(await readSignInAccount({ db: database.db, input: { userId: user.id } })).toEqual({
      mfaEnabled: true,
      isClient: true,
      onboardingCompleted: true,
    });
    expect(await readSignInAccount({ db: database.db, input: { userId: randomUUID() } })).toBeNull();
  });
});
