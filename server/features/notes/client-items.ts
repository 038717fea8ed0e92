/** The notes' part of a client's open items in the clients list (issue 19): its unresolved notes. */
import { sql } from 'drizzle-orm';
import { notes } from '../../db/schema/index.js';
import type { OpenItemCounter } from '../clients/registry.js';

export const unresolvedNotesOfClient: OpenItemCounter = {
  kind: 'notes',
  count: (clientId) => sql<number>`select count(*)::int from ${notes} where ${notes.clientId} = ${clientId} and ${notes.resolvedAt} is null`,
};
