/**
 * Linking ad accounts to a client (issues 19 and 34): an account belongs to at most one client;
 * linking writes the client's name into the account's `client_name` and gives the account's notes
 * without a client this one. An account of another client moves only when the caller confirms it
 * (`move`), and only for admins and that client's account managers (common/rules/
 * client-account-move.ts); both timelines say so. Unlinking leaves the notes as they are.
 */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { MemberRole } from '../../../common/roles.js';
import { mayMoveAccount } from '../../../common/rules/client-account-move.js';
import type { LinkableAccountsResponse } from '../../../common/schemas/clients.js';
import type { Db } from '../../db/database.js';
import { adAccounts, clientManagers, clients, notes } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { accountsChanged } from '../ad-accounts/change-accounts.js';
import { clientActivityKinds, recordClientActivity } from './activity.js';
import type { ClientActor } from './change-clients.js';
import { writeClients, type ClientsWriteContext } from './live.js';
import { assertClientActive } from './policy.js';
import { loadClientRow } from './read-clients.js';

export interface LinkActor extends ClientActor {
  role: MemberRole | null;
}

async function lockAccount(tx: Db, companyId: string, accountId: string) {
  const [account] = await tx
    .select({ id: adAccounts.id, name: adAccounts.name, clientId: adAccounts.clientId })
    .from(adAccounts)
    .where(and(eq(adAccounts.id, accountId), eq(adAccounts.companyId, companyId)))
    .for('update');
  if (!account) throw new AppError('NOT_FOUND');
  return account;
}

async function managerIdsOf(db: Db, clientId: string): Promise<string[]> {
  const rows = await db.select({ userId: clientManagers.userId }).from(clientManagers).where(eq(clientManagers.clientId, clientId));
  return rows.map((row) => row.userId);
}

/** The company's ad accounts by name, each with its client and whether the actor may move it here. */
export async function listLinkableAccounts(db: Db, who: LinkActor, clientId: string): Promise<LinkableAccountsResponse> {
  await loadClientRow(db, who.companyId, clientId);
  const rows = await db
    .select({
      id: adAccounts.id,
      accountId: adAccounts.accountId,
      platform: adAccounts.platform,
      name: adAccounts.name,
      clientId: clients.id,
      clientName: clients.name,
      managerIds: sql<string[]>`coalesce((select array_agg(cm.user_id::text) from ${clientManagers} cm where cm.client_id = ${clients.id}), '{}')`,
    })
    .from(adAccounts)
    .leftJoin(clients, and(eq(clients.id, adAccounts.clientId), eq(clients.companyId, adAccounts.companyId)))
    .where(eq(adAccounts.companyId, who.companyId))
    .orderBy(asc(sql`lower(${adAccounts.name})`), asc(adAccounts.id));
  return {
    accounts: rows.map((row) => ({
      id: row.id,
      accountId: row.accountId,
      platform: row.platform,
      name: row.name,
      client: row.clientId && row.clientName !== null ? { id: row.clientId, name: row.clientName } : null,
      canMove: row.clientId !== null && row.clientId !== clientId && mayMoveAccount(who.role, who.userId, row.managerIds),
    })),
  };
}

export async function linkAccount(
  ctx: ClientsWriteContext,
  who: LinkActor,
  clientId: string,
  accountId: string,
  options: { move?: boolean } = {},
): Promise<void> {
  await writeClients(ctx, async (tx, changes, emit) => {
    const client = await loadClientRow(tx, who.companyId, clientId);
    assertClientActive(client.status);
    const account = await lockAccount(tx, who.companyId, accountId);
    if (account.clientId === clientId) return;
    const from = account.clientId;
    if (from !== null) {
      if (!options.move) throw new AppError('CLIENT_ACCOUNT_LINKED_ELSEWHERE');
      if (!mayMoveAccount(who.role, who.userId, await managerIdsOf(tx, from))) throw new AppError('CLIENT_ACCOUNT_MOVE_FORBIDDEN');
      // The client it leaves: its timeline says the account went (not where to: the portal shows it).
      await recordClientActivity(tx, changes, {
        companyId: who.companyId,
        clientId: from,
        kind: clientActivityKinds.accountUnlinked,
        actorId: who.userId,
        data: { account: account.name },
        visibleToClient: true,
      });
    }
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
