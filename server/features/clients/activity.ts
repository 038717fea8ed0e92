/**
 * A client's timeline (issue 19): each change to a client writes one row in the same transaction
 * (`recordClientActivity`), and moves the client's `last_activity_at`. Rows marked visible to the
 * client are the portal's "recente activiteit"; the rest (internal work) only the team sees.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { clientActivities, clients } from '../../db/schema/index.js';
import type { ClientChanges } from './live.js';

/** The kinds of this feature; later features add their own names. */
export const clientActivityKinds = {
  created: 'client.created',
  /** `data.fields`: the fields that really changed, comma separated (client-form.ts's names). */
  updated: 'client.updated',
  archived: 'client.archived',
  restored: 'client.restored',
  contactAdded: 'contact.added',
  /** `data.fields`: the fields that changed (name, email, phone, jobTitle), comma separated. */
  contactUpdated: 'contact.updated',
  contactRemoved: 'contact.removed',
  contactInvited: 'contact.invited',
  contactJoined: 'contact.joined',
  /** The contact's portal account was removed from the agency (Settings → Team): back to "niet uitgenodigd". */
  contactPortalEnded: 'contact.portalEnded',
  accountLinked: 'account.linked',
  accountUnlinked: 'account.unlinked',
} as const;

export interface ClientActivityInput {
  companyId: string;
  clientId: string;
  kind: string;
  actorId: string | null;
  data?: Record<string, string | number | null>;
  visibleToClient?: boolean;
}

/** Writes the entry and announces the change live (live.ts) once the transaction commits. */
export async function recordClientActivity(tx: Db, changes: ClientChanges, input: ClientActivityInput): Promise<void> {
  await tx.insert(clientActivities).values({
    companyId: input.companyId,
    clientId: input.clientId,
    kind: input.kind,
    actorId: input.actorId,
    data: input.data ?? {},
    visibleToClient: input.visibleToClient ?? false,
  });
  await tx
    .update(clients)
    .set({ lastActivityAt: sql`now()` })
    .where(eq(clients.id, input.clientId));
  await changes.touch({ companyId: input.companyId, clientId: input.clientId });
}
