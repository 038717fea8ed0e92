/**
 * Linking a client contact to a portal account (issue 19): when an invitation of role client is
 * accepted (a new account or an existing one), every contact it was sent for gets the account —
 * from then on the client scope (scope.ts) gives that user those clients. The timeline says so.
 * Removing the account from the agency ends its links (`endContactLinks`): a later invitation
 * gives only the clients it was sent for.
 */
import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { clientContactInvitations, clientContacts, companyUsers } from '../../db/schema/index.js';
import type { Emit } from '../../lib/events/with-events.js';
import { clientActivityKinds, recordClientActivity } from './activity.js';
import { clientChanges, type ClientChanges } from './live.js';

export async function linkInvitedContacts(tx: Db, emit: Emit, invitationId: string, userId: string): Promise<number> {
  const changes = clientChanges(tx, emit);
  const wanted = tx
    .select({ id: clientContactInvitations.contactId })
    .from(clientContactInvitations)
    .where(eq(clientContactInvitations.invitationId, invitationId));
  const linked = await tx
    .update(clientContacts)
    .set({ userId })
    .where(and(inArray(clientContacts.id, wanted), isNull(clientContacts.userId)))
    .returning({ id: clientContacts.id, clientId: clientContacts.clientId, companyId: clientContacts.companyId, name: clientContacts.name });
  for (const contact of linked) {
    await recordClientActivity(tx, changes, {
      companyId: contact.companyId,
      clientId: contact.clientId,
      kind: clientActivityKinds.contactJoined,
      actorId: userId,
      data: { contact: contact.name },
      visibleToClient: true,
    });
  }
  await tx.delete(clientContactInvitations).where(eq(clientContactInvitations.invitationId, invitationId));
  return linked.length;
}

/**
 * Ends every link of the user to the company's contacts (the user was removed from the company, or
 * joins it again): those contacts are "niet uitgenodigd" again, each client's timeline says so, and
 * the client's other portal users hear of it (the user, unlinked first, does not). Answers how many.
 */
export async function endContactLinks(tx: Db, changes: ClientChanges, input: { companyId: string; userId: string; actorId: string | null }): Promise<number> {
  const ended = await tx
    .update(clientContacts)
    .set({ userId: null, updatedAt: new Date() })
    .where(and(eq(clientContacts.companyId, input.companyId), eq(clientContacts.userId, input.userId)))
    .returning({ clientId: clientContacts.clientId, name: clientContacts.name });
  for (const contact of ended) {
    await recordClientActivity(tx, changes, {
      companyId: input.companyId,
      clientId: contact.clientId,
      kind: clientActivityKinds.contactPortalEnded,
      actorId: input.actorId,
      data: { contact: contact.name },
    });
  }
  return ended.length;
}

/**
 * Notes on the memberships of a client's portal users (or of one contact's) that the agency closed
 * their access to it (archived, deleted, the contact removed) — called before the change, while the
 * links are still there. With no client left, their portal says so instead of "not linked yet".
 */
export async function notePortalClosed(tx: Db, input: { companyId: string; clientId: string; contactId?: string }): Promise<void> {
  const linked = tx
    .select({ userId: clientContacts.userId })
    .from(clientContacts)
    .where(
      and(
        eq(clientContacts.companyId, input.companyId),
        eq(clientContacts.clientId, input.clientId),
        isNotNull(clientContacts.userId),
        ...(input.contactId ? [eq(clientContacts.id, input.contactId)] : []),
      ),
    );
  await tx
    .update(companyUsers)
    .set({ portalClosedAt: sql`now()` })
    .where(and(eq(companyUsers.companyId, input.companyId), eq(companyUsers.role, 'client'), inArray(companyUsers.userId, linked)));
}
