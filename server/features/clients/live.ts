/**
 * The live side of clients (issue 19): every write of this feature runs in `writeClients`, and
 * each client it touches (`changes.touch`, done by `recordClientActivity` and by deleting) is
 * announced after commit — `clients.changed` on the company channel for the team (the list, a
 * detail, the pickers load again) and `portal.changed` to that client's portal users.
 */
import type { ClientsChangedEvent } from '../../../common/schemas/clients.js';
import type { Db } from '../../db/database.js';
import { transactionWithEvents, type Emit } from '../../lib/events/with-events.js';
import { emitCompanyEvent } from '../company/live.js';
import { emitPortalChange } from '../portal/live.js';

export interface ClientChanges {
  /** Announces a change of this client (once per transaction). Call it before a change that unlinks portal users: they still hear of it. */
  touch(input: { companyId: string; clientId: string }): Promise<void>;
}

/** The changes of one transaction, announced through `emit` (published after commit). */
export function clientChanges(tx: Db, emit: Emit): ClientChanges {
  const announced = new Set<string>();
  return {
    async touch({ companyId, clientId }) {
      if (announced.has(clientId)) return;
      announced.add(clientId);
      emitCompanyEvent(emit, companyId, { name: 'clients.changed', id: clientId } satisfies ClientsChangedEvent, { audience: 'company' });
      await emitPortalChange(tx, emit, { companyId, clientId });
    },
  };
}

export type ClientsWriteContext = Parameters<typeof transactionWithEvents>[0];

/** A transaction of this feature: its changes reach the team and the portal live once it commits. */
export function writeClients<T>(ctx: ClientsWriteContext, work: (tx: Db, changes: ClientChanges, emit: Emit) => Promise<T>): Promise<T> {
  return transactionWithEvents(ctx, (tx, emit) => work(tx, clientChanges(tx, emit), emit));
}
