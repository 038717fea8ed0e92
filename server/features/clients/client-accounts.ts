/**
 * Linking ad accounts to a client (issue 19): an account belongs to at most one client; linking
 * writes the client's name into the account's `client_name` and gives the account's notes without
 * a client this one. Unlinking leaves the notes as they are.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { adAccounts, notes } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { accountsChanged } from '../ad-accounts/change-accounts.js';
import { clientActivityKinds, recordClientActivity } from './activity.js';
import type { ClientActor } from './change-clients.js';
import { writeClients, type ClientsWriteContext } from './live.js';
import { assertClientActive } from './policy.js';
import { loadClientRow } from './read-clients.js';

async function lockAccount(tx: Db, companyId: string, accountId: string) {
  const [account] = await tx
    .select({ id: adAccounts.id, name: adAccounts.name, clientId: adAccounts.clientId })
    .from(adAccounts)
    .where(and(eq(adAccounts.id, accountId), eq(adAccounts.companyId, companyId)))
    .for('update');
  if (!account) throw new AppError('NOT_FOUND');
  return account;
}

export async function linkAccount(ctx: ClientsWriteContext, who: ClientActor, clientId: string, accountId: string): Promise<void> {
  await writeClients(ctx, async (tx, changes, emit) => {
    const client = await loadClientRow(tx, who.companyId, clientId);
    assertClientActive(client.status);
    const account = await lockAccount(tx, who.companyId, accountId);
    if (account.clientId === clientId) return;
    if (account.clientId !== null) throw new AppError('CLIENT_ACCOUNT_LINKED_ELSEWHERE');
    await tx.update(adAccounts).set({ clientId, clientName: client.name, updatedAt: new Date() }).where(eq(adAccounts.id, accountId));
    await tx
      .update(notes)
      .set({ clientId, clientName: client.name })
      .where(and(eq(notes.adAccountId, accountId), isNull(notes.clientId)));
    await recordClientActivity(tx, changes, {
      companyId: who.companyId,
      clientId,
      kind: clientActivityKinds.accountLinked,
      actorId: who.userId,
      data: { account: account.name },
      visibleToClient: true,
    });
    accountsChanged(emit, who.companyId);
  });
}

export async function unlinkAccount(ctx: ClientsWriteContext, who: ClientActor, clientId: string, accountId: string): Promise<void> {
  await writeClients(ctx, async (tx, changes, emit) => {
    await loadClientRow(tx, who.companyId, clientId);
    const account = await lockAccount(tx, who.companyId, accountId);
    if (account.clientId !== clientId) throw new AppError('NOT_FOUND');
    await tx.update(adAccounts).set({ clientId: null, clientName: null, updatedAt: new Date() }).where(eq(adAccounts.id, accountId));
    await recordClientActivity(tx, changes, {
      companyId: who.companyId,
      clientId,
      kind: clientActivityKinds.accountUnlinked,
      actorId: who.userId,
      data: { account: account.name },
      visibleToClient: true,
    });
    accountsChanged(emit, who.companyId);
  });
}
