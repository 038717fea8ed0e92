/**
 * Who a Google profile is: the user linked to its `sub`, else the user with the same verified
 * address (linked now, only when that account's address is proven too), else a new member account
 * (spec section 4: role member, onboarding open) whose address counts as proven.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { userIdentities, users } from '../../db/schema/index.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { normaliseEmail } from '../auth/credentials.js';
import { GoogleAccountUnverified, GoogleSignInRefused, type GoogleProfile } from './google-client.js';

export const googleProvider = 'google';
/** Rounds of "look up, then insert" when a concurrent sign-in wins the race (23505). */
const maxAttempts = 3;

export type GoogleUserOutcome = 'identity' | 'linked' | 'created';

export interface GoogleUser {
  userId: string;
  outcome: GoogleUserOutcome;
}

/** The user linked to this Google subject, or null; a changed Google address is remembered on the link. */
export async function findUserByGoogleIdentity({ db, input }: { db: Db; input: { sub: string; email: string } }): Promise<string | null> {
  const where = and(eq(userIdentities.provider, googleProvider), eq(userIdentities.subject, input.sub));
  const [identity] = await db.select({ userId: userIdentities.userId, email: userIdentities.email }).from(userIdentities).where(where);
  if (!identity) return null;
  const email = normaliseEmail(input.email);
  if (identity.email !== email) await db.update(userIdentities).set({ email }).where(where);
  return identity.userId;
}

async function linkOrCreate(db: Db, profile: GoogleProfile): Promise<GoogleUser> {
  const email = normaliseEmail(profile.email);
  const [existing] = await db.select({ id: users.id, emailVerifiedAt: users.emailVerifiedAt }).from(users).where(eq(users.email, email));
  if (existing) {
    // An account made by a password sign-up may belong to someone who never held the mailbox:
    // linking it would let that person keep access next to the real owner.
    if (!existing.emailVerifiedAt) throw new GoogleAccountUnverified('the account with this address has not proven it');
    await db.insert(userIdentities).values({ provider: googleProvider, subject: profile.sub, userId: existing.id, email });
    return { userId: existing.id, outcome: 'linked' };
  }
  const name = profile.name ?? email.split('@')[0] ?? email;
  const userId = await db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        email,
        name,
        role: 'member',
        onboardingCompleted: false,
        passwordHash: null,
        avatarUrl: profile.picture,
        emailVerifiedAt: new Date(),
      })
      .returning({ id: users.id });
    await tx.insert(userIdentities).values({ provider: googleProvider, subject: profile.sub, userId: user!.id, email });
    return user!.id;
  });
  return { userId, outcome: 'created' };
}

/**
 * The account for a Google profile. An address Google has not verified never links or creates an
 * account (GoogleSignInRefused); an account whose own address is not proven is never linked
 * (GoogleAccountUnverified). A concurrent sign-in that inserted the same address or subject
 * first (unique violation) is found on the next round instead of failing.
 */
export async function resolveGoogleUser({ db, input }: { db: Db; input: GoogleProfile }): Promise<GoogleUser> {
  for (let attempt = 1; ; attempt++) {
    const linkedUserId = await findUserByGoogleIdentity({ db, input });
    if (linkedUserId) return { userId: linkedUserId, outcome: 'identity' };
    if (!input.emailVerified) throw new GoogleSignInRefused('Google has not verified the address and no account is linked');
    try {
      return await linkOrCreate(db, input);
    } catch (err) {
      if (!isUniqueViolation(err) || attempt >= maxAttempts) throw err;
    }
  }
}

export interface GoogleSignInAccount {
  mfaEnabled: boolean;
  isClient: boolean;
  onboardingCompleted: boolean;
}

/** What decides the next step after Google: the 2FA step, and where the user lands. */
export async function readSignInAccount({ db, input }: { db: Db; input: { userId: string } }): Promise<GoogleSignInAccount | null> {
  const [account] = await db
    .select({ mfaEnabled: users.mfaEnabled, isClient: users.isClient, onboardingCompleted: users.onboardingCompleted })
    .from(users)
    .where(eq(users.id, input.userId));
  return account ?? null;
}
