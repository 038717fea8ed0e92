/**
 * Linking a client contact to a portal account (issue 19): when an invitation of role client is
 * accepted (a new account or an existing one), every contact it was sent for gets the account —
 * from then on the client scope (scope.ts) gives that user those clients. The timeline says so.
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { clientContactInvitations, clientContacts } from '../../db/schema/index.js';
import type { Emit } from '../../lib/events/with-events.js';
import { clientActivityKinds, recordClientActivity } from './activity.js';
import { clientChanges } from './live.js';

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
