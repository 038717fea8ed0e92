/**
 * Accepting an invitation with an existing account: the signed-in holder of the invited address
 * proves it with the token from the mail (/set-password#token=…). The membership is added with
 * the invited role, the invitation is used up, the address counts as proven and the session
 * switches to the company — in one transaction (which also tells the company's team, team_update),
 * the switch right after. The caller kicks the mail delivery.
 */
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { MeResponse } from '../../../common/schemas/auth.js';
import type { Db } from '../../db/database.js';
import { companyUsers, invitations, users } from '../../db/schema/index.js';
import { loadActor, type Actor } from '../../lib/actor.js';
import { AppError } from '../../lib/errors.js';
import type { EventBus } from '../../lib/events/event-bus.js';
import { transactionWithEvents } from '../../lib/events/with-events.js';
import { setSessionActiveCompany } from '../../lib/session.js';
import { getMe } from '../auth/service.js';
import { endContactLinks, linkInvitedContacts } from '../clients/contact-links.js';
import { clientChanges } from '../clients/live.js';
import { notifyNewColleague } from '../notifications/team-update.js';
import { assertInvitedAddress } from './policy.js';
import { findOpenInvitation } from './service.js';

async function roleIn(tx: Db, userId: string, companyId: string): Promise<string | null> {
  const [row] = await tx
    .select({ role: companyUsers.role })
    .from(companyUsers)
    .where(and(eq(companyUsers.userId, userId), eq(companyUsers.companyId, companyId)));
  return row?.role ?? null;
}

export async function acceptInvitationAsAccount({
  db,
  events,
  appOrigin,
  actor,
  token,
  now = new Date(),
}: {
  db: Db;
  /** The team hears about its new colleague after the commit (notifications, live). */
  events: EventBus;
  appOrigin: string;
  actor: Actor;
  token: string;
  now?: Date;
}): Promise<MeResponse> {
  const invitation = await findOpenInvitation(db, token, now);
  if (!invitation) throw new AppError('INVITATION_INVALID');
  const [account] = await db.select({ email: users.email }).from(users).where(eq(users.id, actor.userId));
  if (!account) throw new AppError('UNAUTHENTICATED');
  assertInvitedAddress(account.email, invitation.email);

  await transactionWithEvents({ db, events }, async (tx, emit) => {
    const [accepted] = await tx
      .update(invitations)
      .set({ acceptedAt: now })
      .where(and(eq(invitations.id, invitation.id), isNull(invitations.acceptedAt), gt(invitations.expiresAt, now)))
      .returning({ id: invitations.id });
    if (!accepted) throw new AppError('INVITATION_INVALID');
    // Already a member (added another way since): the membership stays as it is, and nobody is told.
    const joined = await tx
      .insert(companyUsers)
      .values({ userId: actor.userId, companyId: invitation.companyId, role: invitation.role })
      .onConflictDoNothing()
      .returning({ userId: companyUsers.userId });
    await tx
      .update(users)
      .set({
        emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now.toISOString()}::timestamptz)`,
        companyId: sql`coalesce(${users.companyId}, ${invitation.companyId}::uuid)`,
        // Like joining during onboarding: a client invitation makes a user without companies a client.
        ...(invitation.role === 'client' && actor.memberships.length === 0 ? { isClient: true } : {}),
        updatedAt: now,
      })
      .where(eq(users.id, actor.userId));
    // A client invitation gives its contacts' clients, also to someone already a client here.
    const member = joined.length > 0 ? invitation.role : await roleIn(tx, actor.userId, invitation.companyId);
    if (invitation.role === 'client' && member === 'client') {
      // A new membership starts from no links: ones left by an earlier membership never come back.
      if (joined.length > 0) await endContactLinks(tx, clientChanges(tx, emit), { companyId: invitation.companyId, userId: actor.userId, actorId: null });
      await linkInvitedContacts(tx, emit, invitation.id, actor.userId);
    }
    if (joined.length > 0) {
      await notifyNewColleague(tx, emit, { companyId: invitation.companyId, joinerId: actor.userId, role: invitation.role, appOrigin, now });
    }
  });

  await setSessionActiveCompany(db, actor.sessionId, invitation.companyId);
  const fresh = await loadActor(db, { id: actor.sessionId, userId: actor.userId, activeCompanyId: invitation.companyId });
  if (!fresh) throw new AppError('UNAUTHENTICATED');
  return getMe({ db, actor: fresh });
}
