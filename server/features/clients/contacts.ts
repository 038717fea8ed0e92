/**
 * A client's contacts (issue 19): add, edit, remove, and invite to the portal. An invitation uses
 * the invitation flow (role client; the link sets a password or is accepted by an existing account)
 * and remembers the contact, so accepting it links the account (contact-links.ts). Someone who is
 * already a client user of this agency gets the client at once, with a mail that says so. A member
 * of the agency's team cannot be a portal contact.
 */
import { and, count, eq } from 'drizzle-orm';
import { clientLimits } from '../../../common/client-constants.js';
import type { ClientContact, CreateContactInput, UpdateContactInput } from '../../../common/schemas/clients.js';
import type { Db } from '../../db/database.js';
import { clientContactInvitations, clientContacts, companies, companyUsers, users } from '../../db/schema/index.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { AppError } from '../../lib/errors.js';
import { queueMail } from '../../lib/mail/outbox.js';
import type { RateLimits } from '../../lib/rate-limit.js';
import { invitationUrl } from '../invitations/mails.js';
import { authorizeInviteSender, invitationLimits } from '../invitations/policy.js';
import { issueInvitation } from '../invitations/service.js';
import { clientActivityKinds, recordClientActivity } from './activity.js';
import { notePortalClosed } from './contact-links.js';
import type { ClientActor } from './change-clients.js';
import { writeClients, type ClientsWriteContext } from './live.js';
import { agencyBrand, clientAccessMail, clientInvitationMail } from './mails.js';
import { assertClientActive } from './policy.js';
import { loadClientRow, loadContacts } from './read-clients.js';

/** A contact's fields a form changes, in the form's order (the timeline names them). */
const contactFieldNames = ['name', 'email', 'phone', 'jobTitle'] as const;

async function loadContact(db: Db, clientId: string, contactId: string): Promise<ClientContact> {
  const [contact] = await loadContacts(db, clientId, { contactId });
  if (!contact) throw new AppError('NOT_FOUND');
  return contact;
}

async function contactRow(tx: Db, companyId: string, clientId: string, contactId: string) {
  const [row] = await tx
    .select()
    .from(clientContacts)
    .where(and(eq(clientContacts.id, contactId), eq(clientContacts.clientId, clientId), eq(clientContacts.companyId, companyId)));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

function emailTaken(err: unknown): never {
  if (isUniqueViolation(err)) throw new AppError('CLIENT_CONTACT_EMAIL_TAKEN', { fields: { email: 'CLIENT_CONTACT_EMAIL_TAKEN' } });
  throw err;
}

export async function createContact(ctx: ClientsWriteContext, who: ClientActor, clientId: string, input: CreateContactInput): Promise<ClientContact> {
  const id = await writeClients(ctx, async (tx, changes) => {
    const client = await loadClientRow(tx, who.companyId, clientId);
    assertClientActive(client.status);
    const [{ total } = { total: 0 }] = await tx.select({ total: count() }).from(clientContacts).where(eq(clientContacts.clientId, clientId));
    if (total >= clientLimits.contactsMax) throw new AppError('CLIENT_CONTACTS_TOO_MANY');
    const [row] = await tx
      .insert(clientContacts)
      .values({ clientId, companyId: who.companyId, name: input.name, email: input.email, phone: input.phone, jobTitle: input.jobTitle })
      .returning({ id: clientContacts.id });
    await recordClientActivity(tx, changes, {
      companyId: who.companyId,
      clientId,
      kind: clientActivityKinds.contactAdded,
      actorId: who.userId,
      data: { contact: input.name },
    });
    return row!.id;
  }).catch(emailTaken);
  return loadContact(ctx.db, clientId, id);
}

export async function updateContact(
  ctx: ClientsWriteContext,
  who: ClientActor,
  clientId: string,
  contactId: string,
  input: UpdateContactInput,
): Promise<ClientContact> {
  await writeClients(ctx, async (tx, changes) => {
    await loadClientRow(tx, who.companyId, clientId);
    const current = await contactRow(tx, who.companyId, clientId, contactId);
    // The address of a contact with a portal account is the account's: it changes in their own settings.
    if (input.email !== undefined && current.userId && input.email !== current.email) {
      throw new AppError('CLIENT_CONTACT_ALREADY_ACTIVE', { fields: { email: 'CLIENT_CONTACT_ALREADY_ACTIVE' } });
    }
    // Only what really changes is written and named on the timeline (a save without changes: nothing).
    const set: Partial<typeof clientContacts.$inferInsert> = {};
    for (const field of contactFieldNames) {
      const value = input[field];
      if (value !== undefined && value !== current[field]) Object.assign(set, { [field]: value });
    }
    const changed = contactFieldNames.filter((field) => field in set);
    if (changed.length === 0) return;
    await tx
      .update(clientContacts)
      .set({ ...set, updatedAt: new Date() })
      .where(eq(clientContacts.id, contactId));
    // A new address is not the invited one: the open invitation no longer gives this contact.
    if (set.email !== undefined) await tx.delete(clientContactInvitations).where(eq(clientContactInvitations.contactId, contactId));
    await recordClientActivity(tx, changes, {
      companyId: who.companyId,
      clientId,
      kind: clientActivityKinds.contactUpdated,
      actorId: who.userId,
      data: { contact: set.name ?? current.name, fields: changed.join(',') },
    });
  }).catch(emailTaken);
  return loadContact(ctx.db, clientId, contactId);
}

/** Removes a contact; an account it gave the portal keeps its login but loses this client. */
export async function deleteContact(ctx: ClientsWriteContext, who: ClientActor, clientId: string, contactId: string): Promise<void> {
  await writeClients(ctx, async (tx, changes) => {
    await loadClientRow(tx, who.companyId, clientId);
    const contact = await contactRow(tx, who.companyId, clientId, contactId);
    // Written before the delete, so its portal account still hears that this client is gone.
    await recordClientActivity(tx, changes, {
      companyId: who.companyId,
      clientId,
      kind: clientActivityKinds.contactRemoved,
      actorId: who.userId,
      data: { contact: contact.name },
    });
    await notePortalClosed(tx, { companyId: who.companyId, clientId, contactId });
    await tx.delete(clientContacts).where(eq(clientContacts.id, contactId));
  });
}

export interface InviteContext extends ClientsWriteContext {
  rateLimits: Pick<RateLimits, 'consume'>;
  appOrigin: string;
}

/** Sends the contact an invitation to the portal, or gives an existing client user of the agency this client at once. */
export async function inviteContact(ctx: InviteContext, who: ClientActor, clientId: string, contactId: string, now = new Date()): Promise<ClientContact> {
  const { db } = ctx;
  const client = await loadClientRow(db, who.companyId, clientId);
  assertClientActive(client.status);
  const contact = await contactRow(db, who.companyId, clientId, contactId);
  if (contact.userId) throw new AppError('CLIENT_CONTACT_ALREADY_ACTIVE');
  if (!contact.email) throw new AppError('CLIENT_CONTACT_EMAIL_NEEDED', { fields: { email: 'CLIENT_CONTACT_EMAIL_NEEDED' } });
  const email = contact.email;
  const [me] = await db.select({ name: users.name, email: users.email, emailVerifiedAt: users.emailVerifiedAt }).from(users).where(eq(users.id, who.userId));
  if (!me) throw new AppError('UNAUTHENTICATED');
  authorizeInviteSender(me.emailVerifiedAt);
  const [company] = await db.select({ createdAt: companies.createdAt }).from(companies).where(eq(companies.id, who.companyId));
  if (!company) throw new AppError('NO_ACTIVE_COMPANY');
  const [member] = await db
    .select({ userId: companyUsers.userId, role: companyUsers.role })
    .from(companyUsers)
    .innerJoin(users, eq(users.id, companyUsers.userId))
    .where(and(eq(companyUsers.companyId, who.companyId), eq(users.email, email)));
  if (member && member.role !== 'client') throw new AppError('CLIENT_CONTACT_IS_TEAM_MEMBER', { fields: { email: 'CLIENT_CONTACT_IS_TEAM_MEMBER' } });
  for (const rule of invitationLimits(company.createdAt, now)) await ctx.rateLimits.consume(rule, who.companyId);
  const inviterName = me.name || me.email;
  const brand = await agencyBrand(db, who.companyId, ctx.appOrigin);

  await writeClients(ctx, async (tx, changes) => {
    if (member) {
      // Already a client user of this agency: the client is theirs at once.
      await tx.update(clientContacts).set({ userId: member.userId, updatedAt: now }).where(eq(clientContacts.id, contactId));
      await recordClientActivity(tx, changes, {
        companyId: who.companyId,
        clientId,
        kind: clientActivityKinds.contactJoined,
        actorId: who.userId,
        data: { contact: contact.name },
        visibleToClient: true,
      });
      await queueMail(tx, clientAccessMail({ to: email, inviterName, clientName: client.name, brand, url: `${ctx.appOrigin}/clientportal` }));
      return;
    }
    const issued = await issueInvitation(tx, { companyId: who.companyId, email, role: 'client', invitedBy: who.userId, now });
    await tx.insert(clientContactInvitations).values({ invitationId: issued.invitation.id, contactId }).onConflictDoNothing();
    await recordClientActivity(tx, changes, {
      companyId: who.companyId,
      clientId,
      kind: clientActivityKinds.contactInvited,
      actorId: who.userId,
      data: { contact: contact.name },
    });
    await queueMail(tx, clientInvitationMail({ to: email, inviterName, clientName: client.name, brand, url: invitationUrl(ctx.appOrigin, issued.token) }));
  });
  return loadContact(db, clientId, contactId);
}
