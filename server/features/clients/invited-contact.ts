/**
 * A client invitation from Settings → Team (issue 34): the admin chooses the client, and the
 * invitation is sent for that client's contact person with this address — the existing one, or a
 * new contact named after the address (the team renames it on the client's page). Accepting the
 * invitation then links the account to that contact (contact-links.ts), so the portal is never
 * empty. The client must be an active client of the company.
 */
import { and, count, eq } from 'drizzle-orm';
import { clientLimits } from '../../../common/client-constants.js';
import type { Db } from '../../db/database.js';
import { clientContactInvitations, clientContacts, clients } from '../../db/schema/index.js';
import type { Emit } from '../../lib/events/with-events.js';
import { AppError } from '../../lib/errors.js';
import { clientActivityKinds, recordClientActivity } from './activity.js';
import { clientChanges } from './live.js';

/** The client of a team invitation: CLIENT_UNKNOWN (400) unless an active client of the company. */
export async function checkInvitationClient(db: Db, companyId: string, clientId: string): Promise<void> {
  const [found] = await db
    .select({ status: clients.status })
    .from(clients)
    .where(and(eq(clients.id, clientId), eq(clients.companyId, companyId)));
  if (!found) throw new AppError('CLIENT_UNKNOWN', { fields: { clientId: 'CLIENT_UNKNOWN' } });
  if (found.status !== 'active') throw new AppError('CLIENT_ARCHIVED', { fields: { clientId: 'CLIENT_ARCHIVED' } });
}

/** Remembers that this invitation gives the client's portal: through the contact with its address (made when missing). */
export async function inviteAsClientContact(
  tx: Db,
  emit: Emit,
  input: { companyId: string; clientId: string; email: string; invitationId: string; actorId: string },
): Promise<void> {
  await checkInvitationClient(tx, input.companyId, input.clientId);
  const [existing] = await tx
    .select({ id: clientContacts.id, name: clientContacts.name })
    .from(clientContacts)
    .where(and(eq(clientContacts.clientId, input.clientId), eq(clientContacts.email, input.email)));
  let contact = existing;
  if (!contact) {
    const [{ total } = { total: 0 }] = await tx.select({ total: count() }).from(clientContacts).where(eq(clientContacts.clientId, input.clientId));
    if (total >= clientLimits.contactsMax) throw new AppError('CLIENT_CONTACTS_TOO_MANY');
    [contact] = await tx
      .insert(clientContacts)
      .values({ clientId: input.clientId, companyId: input.companyId, name: input.email.slice(0, clientLimits.contactNameMax), email: input.email })
      .returning({ id: clientContacts.id, name: clientContacts.name });
  }
  await tx.insert(clientContactInvitations).values({ invitationId: input.invitationId, contactId: contact!.id }).onConflictDoNothing();
  await recordClientActivity(tx, clientChanges(tx, emit), {
    companyId: input.companyId,
    clientId: input.clientId,
    kind: clientActivityKinds.contactInvited,
    actorId: input.actorId,
    data: { contact: contact!.name },
  });
}
