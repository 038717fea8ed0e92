/**
 * Invitations by e-mail to the active company (admins), and accepting one by setting a password.
 * Tokens are stored as their SHA-256; an address has at most one open invitation per company.
 * Inviting answers the same whether or not the address has an account (an invitation row and a
 * mail with the link, always): only the mailbox's holder can join, and the admin learns nothing
 * about other companies' users.
 */
import { and, asc, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type {
  AcceptInvitationRequest,
  CompanyInvitation,
  CreateInvitationRequest,
  CreateInvitationResponse,
  InvitationCheckResponse,
} from '../../../common/schemas/onboarding.js';
import { invitationTtlDays } from '../../../common/schemas/onboarding.js';
import type { Db } from '../../db/database.js';
import { clientContactInvitations, clientContacts, companies, companyLogos, companyUsers, invitations, users } from '../../db/schema/index.js';
import type { Actor } from '../../lib/actor.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { AppError } from '../../lib/errors.js';
import type { EventBus } from '../../lib/events/event-bus.js';
import { transactionWithEvents } from '../../lib/events/with-events.js';
import { queueMail } from '../../lib/mail/outbox.js';
import { hashPassword } from '../../lib/password.js';
import { assertAcceptablePassword } from '../../lib/password-policy.js';
import type { RateLimits } from '../../lib/rate-limit.js';
import { createToken, hashToken, isTokenShaped } from '../../lib/tokens.js';
import { checkEmailAddress, checkName } from '../auth/signup.js';
import { linkInvitedContacts } from '../clients/contact-links.js';
import { checkInvitationClient, inviteAsClientContact } from '../clients/invited-contact.js';
import { notifyNewColleague } from '../notifications/team-update.js';
import { logoUrl } from '../portal/overview.js';
import { invitationMail, invitationUrl } from './mails.js';
import { authorizeInviteSender, authorizeManageInvitations, invitationLimits } from './policy.js';

const inviter = alias(users, 'inviter');
const dayMs = 24 * 60 * 60_000;

const invitationColumns = {
  id: invitations.id,
  email: invitations.email,
  role: invitations.role,
  invitedByName: inviter.name,
  createdAt: invitations.createdAt,
  expiresAt: invitations.expiresAt,
};

function toInvitation(row: {
  id: string;
  email: string;
  role: CompanyInvitation['role'];
  invitedByName: string | null;
  createdAt: Date;
  expiresAt: Date;
}): CompanyInvitation {
  return {
    ...row,
    invitedByName: row.invitedByName ?? '',
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}

export async function listInvitations({ db, actor, now = new Date() }: { db: Db; actor: Actor; now?: Date }): Promise<CompanyInvitation[]> {
  const companyId = authorizeManageInvitations(actor);
  const rows = await db
    .select(invitationColumns)
    .from(invitations)
    .leftJoin(inviter, eq(inviter.id, invitations.invitedBy))
    .where(and(eq(invitations.companyId, companyId), isNull(invitations.acceptedAt), gt(invitations.expiresAt, now)))
    .orderBy(desc(invitations.createdAt));
  return rows.map(toInvitation);
}

/** Whether the address already belongs to a member of this company (the admin sees the members anyway). */
async function isMemberAddress(db: Db, companyId: string, email: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: companyUsers.userId })
    .from(companyUsers)
    .innerJoin(users, eq(users.id, companyUsers.userId))
    .where(and(eq(companyUsers.companyId, companyId), eq(users.email, email)));
  return row !== undefined;
}

/**
 * Invites an address to the active company: an invitation row (replacing the open one for the
 * address, also one being written at the same moment) and a mail with the /set-password link.
 * Accounts elsewhere are not looked at; only a member of this company is ALREADY_MEMBER. The
 * inviter's address must be proven and the company's invitations are counted (policy.ts) before
 * anything is written or mailed. A client invitation names its client (INVITATION_CLIENT_REQUIRED
 * otherwise) and is sent for that client's contact with this address (clients/invited-contact.ts).
 */
export async function createInvitation({
  db,
  events,
  rateLimits,
  actor,
  appOrigin,
  input,
  now = new Date(),
}: {
  db: Db;
  /** A client invitation changes the client's contacts and timeline: the team hears of it after commit. */
  events: EventBus;
  rateLimits: Pick<RateLimits, 'consume'>;
  actor: Actor;
  appOrigin: string;
  input: CreateInvitationRequest;
  now?: Date;
}): Promise<CreateInvitationResponse> {
  const companyId = authorizeManageInvitations(actor);
  const clientId = input.role === 'client' ? (input.clientId ?? null) : null;
  if (input.role === 'client' && !clientId) throw new AppError('INVITATION_CLIENT_REQUIRED', { fields: { clientId: 'INVITATION_CLIENT_REQUIRED' } });
  const [me] = await db.select({ name: users.name, email: users.email, emailVerifiedAt: users.emailVerifiedAt }).from(users).where(eq(users.id, actor.userId));
  if (!me) throw new AppError('UNAUTHENTICATED');
  authorizeInviteSender(me.emailVerifiedAt);
  if (clientId) await checkInvitationClient(db, companyId, clientId);
  const [company] = await db.select({ name: companies.name, createdAt: companies.createdAt }).from(companies).where(eq(companies.id, companyId));
  if (!company) throw new AppError('NO_ACTIVE_COMPANY');
  for (const rule of invitationLimits(company.createdAt, now)) await rateLimits.consume(rule, companyId);
  const email = checkEmailAddress(input.email);
  if (await isMemberAddress(db, companyId, email)) throw new AppError('ALREADY_MEMBER', { fields: { email: 'ALREADY_MEMBER' } });
  const inviterName = me.name || me.email || 'Een collega';
  return transactionWithEvents({ db, events }, async (tx, emit) => {
    const row = await issueInvitation(tx, { companyId, email, role: input.role, invitedBy: actor.userId, now });
    // A team invitation gives no client's portal, also when it replaces a contact's invitation; a
    // client invitation gives the chosen client's (and keeps the clients it was already sent for).
    if (clientId) await inviteAsClientContact(tx, emit, { companyId, clientId, email, invitationId: row.invitation.id, actorId: actor.userId });
    else await tx.delete(clientContactInvitations).where(eq(clientContactInvitations.invitationId, row.invitation.id));
    await queueMail(tx, invitationMail({ to: email, inviterName, companyName: company.name, role: input.role, url: invitationUrl(appOrigin, row.token) }));
    return {
      outcome: 'invited',
      invitation: toInvitation({ ...row.invitation, invitedByName: inviterName }),
    };
  });
}

/**
 * Writes the invitation row with a fresh token (the caller mails the link). A new invitation
 * replaces the open one for this address (its link stops working). As an upsert on
 * invitations_open_unique, two invitations at the same moment end as one row: the later one waits
 * for the first and replaces it, instead of failing with a unique violation. The row keeps its id,
 * so what hangs on it (the client contacts an invitation gives the portal) stays.
 */
export async function issueInvitation(
  tx: Db,
  input: { companyId: string; email: string; role: CompanyInvitation['role']; invitedBy: string; now: Date },
): Promise<{ token: string; invitation: typeof invitations.$inferSelect }> {
  const token = createToken();
  const fields = {
    role: input.role,
    tokenHash: hashToken(token),
    invitedBy: input.invitedBy,
    createdAt: input.now,
    expiresAt: new Date(input.now.getTime() + invitationTtlDays * dayMs),
  };
  const [row] = await tx
    .insert(invitations)
    .values({ companyId: input.companyId, email: input.email, ...fields })
    .onConflictDoUpdate({
      target: [invitations.companyId, invitations.email],
      targetWhere: sql`${invitations.acceptedAt} is null`,
      set: fields,
    })
    .returning();
  return { token, invitation: row! };
}

export async function revokeInvitation({ db, actor, id }: { db: Db; actor: Actor; id: string }): Promise<void> {
  const companyId = authorizeManageInvitations(actor);
  const deleted = await db
    .delete(invitations)
    .where(and(eq(invitations.id, id), eq(invitations.companyId, companyId), isNull(invitations.acceptedAt)))
    .returning({ id: invitations.id });
  if (deleted.length === 0) throw new AppError('NOT_FOUND');
}

/** The open (not accepted, not expired) invitation of a token, or null. */
export async function findOpenInvitation(db: Db, token: string, now: Date) {
  if (!isTokenShaped(token)) return null;
  const [row] = await db
    .select({
      id: invitations.id,
      email: invitations.email,
      role: invitations.role,
      companyId: invitations.companyId,
      companyName: companies.name,
      invitedByName: inviter.name,
    })
    .from(invitations)
    .innerJoin(companies, eq(companies.id, invitations.companyId))
    .leftJoin(inviter, eq(inviter.id, invitations.invitedBy))
    .where(and(eq(invitations.tokenHash, hashToken(token)), isNull(invitations.acceptedAt), gt(invitations.expiresAt, now)));
  return row ?? null;
}

/**
 * What a token's invitation is for, and whether its address already has an account (the screen
 * then asks to sign in instead of setting a password). Only the token's holder can ask this.
 */
export async function checkInvitation({ db, token, now = new Date() }: { db: Db; token: string; now?: Date }): Promise<InvitationCheckResponse> {
  const row = await findOpenInvitation(db, token, now);
  if (!row) throw new AppError('INVITATION_INVALID');
  const [account] = await db.select({ id: users.id }).from(users).where(eq(users.email, row.email));
  return {
    email: row.email,
    companyName: row.companyName,
    invitedByName: row.invitedByName ?? '',
    role: row.role,
    accountExists: account !== undefined,
    portal: row.role === 'client' ? await portalWelcome(db, row.id, row.companyId) : null,
  };
}

/** A client's invitation: the agency's logo and the name on the (first) contact it was sent for. */
async function portalWelcome(db: Db, invitationId: string, companyId: string): Promise<NonNullable<InvitationCheckResponse['portal']>> {
  const [logo] = await db.select({ updatedAt: companyLogos.updatedAt }).from(companyLogos).where(eq(companyLogos.companyId, companyId));
  const [contact] = await db
    .select({ name: clientContacts.name, email: clientContacts.email })
    .from(clientContactInvitations)
    .innerJoin(clientContacts, and(eq(clientContacts.id, clientContactInvitations.contactId), eq(clientContacts.companyId, companyId)))
    .where(eq(clientContactInvitations.invitationId, invitationId))
    .orderBy(asc(clientContacts.createdAt), asc(clientContacts.id))
    .limit(1);
  // A contact made by an invitation from Settings → Team carries the address as its name: no name to welcome.
  const name = contact?.name.trim();
  return { logoUrl: logo ? logoUrl(companyId, logo.updatedAt) : null, name: name && name.toLowerCase() !== contact?.email?.toLowerCase() ? name : null };
}

/**
 * Creates the invited person's account with this name and password, adds the membership and
 * marks the invitation accepted, in one transaction that also tells the company's team (team_update).
 * The address counts as proven (the token came by mail). Resolves with the new user's id; the
 * caller kicks the mail delivery.
 */
export async function acceptInvitation({
  db,
  events,
  appOrigin,
  input,
  now = new Date(),
}: {
  db: Db;
  /** The team hears about its new colleague after the commit (notifications, live). */
  events: EventBus;
  appOrigin: string;
  input: Required<AcceptInvitationRequest>;
  now?: Date;
}): Promise<string> {
  const invitation = await findOpenInvitation(db, input.token, now);
  if (!invitation) throw new AppError('INVITATION_INVALID');
  const name = checkName(input.name);
  assertAcceptablePassword(input.password, input.confirmPassword);
  const passwordHash = await hashPassword(input.password);
  try {
    return await transactionWithEvents({ db, events }, async (tx, emit) => {
      const [accepted] = await tx
        .update(invitations)
        .set({ acceptedAt: now })
        .where(and(eq(invitations.id, invitation.id), isNull(invitations.acceptedAt)))
        .returning({ id: invitations.id });
      if (!accepted) throw new AppError('INVITATION_INVALID');
      const [user] = await tx
        .insert(users)
        .values({
          email: invitation.email,
          name,
          passwordHash,
          role: 'member',
          onboardingCompleted: false,
          isClient: invitation.role === 'client',
          companyId: invitation.companyId,
          emailVerifiedAt: now,
        })
        .returning({ id: users.id });
      await tx.insert(companyUsers).values({ userId: user!.id, companyId: invitation.companyId, role: invitation.role });
      if (invitation.role === 'client') await linkInvitedContacts(tx, emit, invitation.id, user!.id);
      await notifyNewColleague(tx, emit, { companyId: invitation.companyId, joinerId: user!.id, role: invitation.role, appOrigin, now });
      return user!.id;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('EMAIL_TAKEN', { fields: { email: 'EMAIL_TAKEN' } });
    throw err;
  }
}
