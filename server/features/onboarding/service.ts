/**
 * /onboarding: the signed-in user completes the profile and creates or joins a company, in one
 * transaction that also sets onboarding_completed (and, on joining, tells the company's team).
 * Invitations are found by address only when the address is proven (users.email_verified_at);
 * otherwise joining takes the token from the mail.
 */
import { and, eq, gt, isNull, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { MemberRole } from '../../../common/roles.js';
import { avatarPalette } from '../../../common/rules/avatar.js';
import type { MeResponse } from '../../../common/schemas/auth.js';
import type { CompleteOnboardingRequest, PendingInvitation } from '../../../common/schemas/onboarding.js';
import type { Db } from '../../db/database.js';
import { companies, companyUsers, invitations, users } from '../../db/schema/index.js';
import { loadActor, type Actor } from '../../lib/actor.js';
import { AppError } from '../../lib/errors.js';
import type { EventBus } from '../../lib/events/event-bus.js';
import { transactionWithEvents } from '../../lib/events/with-events.js';
import { setSessionActiveCompany } from '../../lib/session.js';
import { getMe } from '../auth/service.js';
import { checkName } from '../auth/signup.js';
import { linkInvitedContacts } from '../clients/contact-links.js';
import { findOpenInvitation } from '../invitations/service.js';
import { notifyNewColleague } from '../notifications/team-update.js';

const inviter = alias(users, 'inviter');

/**
 * Open invitations for the user's e-mail address; none while the address is not proven (anyone can
 * sign up with any address, so the address alone says nothing about who holds the mailbox).
 */
export async function listPendingInvitations({ db, actor, now = new Date() }: { db: Db; actor: Actor; now?: Date }): Promise<PendingInvitation[]> {
  const [me] = await db.select({ email: users.email, emailVerifiedAt: users.emailVerifiedAt }).from(users).where(eq(users.id, actor.userId));
  if (!me) throw new AppError('UNAUTHENTICATED');
  if (!me.emailVerifiedAt) return [];
  const memberOf = new Set(actor.memberships.map((m) => m.companyId));
  const rows = await db
    .select({
      id: invitations.id,
      companyId: invitations.companyId,
      companyName: companies.name,
      role: invitations.role,
      invitedByName: inviter.name,
      expiresAt: invitations.expiresAt,
    })
    .from(invitations)
    .innerJoin(companies, eq(companies.id, invitations.companyId))
    .leftJoin(inviter, eq(inviter.id, invitations.invitedBy))
    .where(and(eq(invitations.email, me.email), isNull(invitations.acceptedAt), gt(invitations.expiresAt, now)))
    .orderBy(companies.name);
  return rows
    .filter((row) => !memberOf.has(row.companyId))
    .map((row) => ({ ...row, invitedByName: row.invitedByName ?? '', expiresAt: row.expiresAt.toISOString() }));
}

type JoinInput = { invitationId?: string | undefined; token?: string | undefined };

/**
 * Which invitation a join means: by id only for a proven address (EMAIL_UNVERIFIED otherwise,
 * decided before any lookup, so it says nothing about the id); by the token from the mail for
 * anyone (the token proves the mailbox). INVITATION_INVALID for an invitation that is not the
 * user's, the same answer as for one that does not exist, so an id says nothing about other addresses.
 */
async function invitationToJoin(db: Db, join: JoinInput, verified: boolean, now: Date): Promise<{ where: SQL; byToken: boolean }> {
  if (join.token !== undefined) {
    const invitation = await findOpenInvitation(db, join.token, now);
    if (!invitation) throw new AppError('INVITATION_INVALID');
    return { where: eq(invitations.id, invitation.id), byToken: true };
  }
  if (join.invitationId === undefined) throw new AppError('VALIDATION_FAILED');
  if (!verified) throw new AppError('EMAIL_UNVERIFIED');
  return { where: eq(invitations.id, join.invitationId), byToken: false };
}

function checkAvatarColor(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  if (!avatarPalette.some((c) => c.key === value)) throw new AppError('VALIDATION_FAILED', { fields: { avatarColor: 'VALIDATION_FAILED' } });
  return value;
}

export async function completeOnboarding({
  db,
  events,
  appOrigin,
  actor,
  input,
  now = new Date(),
}: {
  db: Db;
  /** Joining a company tells its team after the commit (team_update notifications, live). */
  events: EventBus;
  appOrigin: string;
  actor: Actor;
  input: CompleteOnboardingRequest;
  now?: Date;
}): Promise<MeResponse> {
  const name = checkName(input.name);
  const avatarColor = checkAvatarColor(input.avatarColor);
  const company = input.company;
  let companyName = '';
  if (company.action === 'create') {
    companyName = company.name.trim().replace(/\s+/g, ' ');
    if (!companyName) throw new AppError('COMPANY_NAME_REQUIRED', { fields: { 'company.name': 'COMPANY_NAME_REQUIRED' } });
  }
  if (company.action === 'keep' && actor.memberships.length === 0) throw new AppError('ONBOARDING_COMPANY_REQUIRED');

  const [account] = await db.select({ emailVerifiedAt: users.emailVerifiedAt }).from(users).where(eq(users.id, actor.userId));
  if (!account) throw new AppError('UNAUTHENTICATED');
  const join = company.action === 'join' ? await invitationToJoin(db, company, account.emailVerifiedAt !== null, now) : null;

  const activeCompanyId = await transactionWithEvents({ db, events }, async (tx, emit) => {
    const [me] = await tx.select({ email: users.email, companyId: users.companyId }).from(users).where(eq(users.id, actor.userId));
    if (!me) throw new AppError('UNAUTHENTICATED');
    let companyId: string | null = null;
    let isClient: boolean | undefined;
    let joined: { companyId: string; role: MemberRole } | null = null;
    if (company.action === 'create') {
      const [created] = await tx.insert(companies).values({ name: companyName }).returning({ id: companies.id });
      companyId = created!.id;
      await tx.insert(companyUsers).values({ userId: actor.userId, companyId, role: 'admin' });
    } else if (join) {
      const [invitation] = await tx
        .update(invitations)
        .set({ acceptedAt: now })
        .where(and(join.where, eq(invitations.email, me.email), isNull(invitations.acceptedAt), gt(invitations.expiresAt, now)))
        .returning({ id: invitations.id, companyId: invitations.companyId, role: invitations.role });
      if (!invitation) throw new AppError('INVITATION_INVALID');
      companyId = invitation.companyId;
      const inserted = await tx
        .insert(companyUsers)
        .values({ userId: actor.userId, companyId, role: invitation.role })
        .onConflictDoNothing()
        .returning({ userId: companyUsers.userId });
      if (inserted.length > 0) joined = { companyId, role: invitation.role };
      if (invitation.role === 'client' && actor.memberships.length === 0) isClient = true;
      // The clients the invitation was sent for are theirs now (issue 34: never an empty portal).
      if (invitation.role === 'client' && inserted.length > 0) await linkInvitedContacts(tx, emit, invitation.id, actor.userId);
    }
    await tx
      .update(users)
      .set({
        name,
        avatarColor,
        onboardingCompleted: true,
        updatedAt: now,
        ...(isClient ? { isClient } : {}),
        ...(companyId && !me.companyId ? { companyId } : {}),
        // The token came by mail to this address: it is proven now.
        ...(join?.byToken && !account.emailVerifiedAt ? { emailVerifiedAt: now } : {}),
      })
      .where(eq(users.id, actor.userId));
    // After the name is saved, so the team reads the name just chosen. A new company has no team yet.
    if (joined) await notifyNewColleague(tx, emit, { ...joined, joinerId: actor.userId, appOrigin, now });
    return companyId;
  });

  if (activeCompanyId) await setSessionActiveCompany(db, actor.sessionId, activeCompanyId);
  const fresh = await loadActor(db, { id: actor.sessionId, userId: actor.userId, activeCompanyId: activeCompanyId ?? actor.activeCompanyId });
  if (!fresh) throw new AppError('UNAUTHENTICATED');
  return getMe({ db, actor: fresh });
}
