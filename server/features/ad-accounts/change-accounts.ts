/**
 * Accounts changed by hand: added (works without any platform connection), renamed (hand-made
 * ones only: a synced name comes from the platform), client name, assignees, deleted. Each change
 * tells the company channel `accounts.changed`.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { MemberRole } from '../../../common/roles.js';
import type { AdAccount } from '../../../common/schemas/ad-accounts.js';
import { adAccountAssignees, adAccounts } from '../../db/schema/index.js';
import type { AppContext } from '../../lib/context.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { AppError } from '../../lib/errors.js';
import { transactionWithEvents, type Emit } from '../../lib/events/with-events.js';
import { requireColleagues } from '../company/colleagues.js';
import { emitCompanyEvent } from '../company/live.js';
import { accountAudience, authorizeAccountDelete } from './policy.js';
import { countForeignNotes, loadAccountRow, toAdAccounts } from './read-accounts.js';
import { clientNamed } from '../clients/client-by-name.js';

type Ctx = Pick<AppContext, 'db' | 'events'>;

export const accountsChanged = (emit: Emit, companyId: string) =>
  emitCompanyEvent(emit, companyId, { name: 'accounts.changed' }, { audience: accountAudience });

export interface CreateAccountInput {
  platform: 'facebook' | 'google';
  accountId: string;
  name: string;
  currency: string | null;
  clientName: string | null;
}

export async function createAccount(ctx: Ctx, companyId: string, input: CreateAccountInput): Promise<AdAccount> {
  try {
    return await transactionWithEvents(ctx, async (tx, emit) => {
      // A typed client name that names a client of the company links the account to it.
      const client = await clientNamed(tx, companyId, input.clientName);
      const [row] = await tx
        .insert(adAccounts)
        .values({ ...input, clientName: client?.name ?? input.clientName, clientId: client?.id ?? null, companyId, status: 'active', source: 'manual' })
        .returning();
      accountsChanged(emit, companyId);
      return (await toAdAccounts(tx, [row!]))[0]!;
    });
  } catch (err) {
    // Unique on account_id + platform across companies (spec): the same answer whoever has it.
    if (isUniqueViolation(err)) throw new AppError('ACCOUNT_EXISTS', { fields: { accountId: 'ACCOUNT_EXISTS' } });
    throw err;
  }
}

export async function updateAccount(
  ctx: Ctx,
  companyId: string,
  id: string,
  input: { name?: string | undefined; clientName?: string | null | undefined },
): Promise<AdAccount> {
  return transactionWithEvents(ctx, async (tx, emit) => {
    const row = await loadAccountRow(tx, companyId, id);
    if (input.name !== undefined && input.name !== row.name && row.source === 'sync') {
      throw new AppError('ACCOUNT_NAME_FROM_PLATFORM', { fields: { name: 'ACCOUNT_NAME_FROM_PLATFORM' } });
    }
    const set: Partial<typeof adAccounts.$inferInsert> = {};
    if (input.name !== undefined) set.name = input.name;
    if (input.clientName !== undefined) {
      const client = await clientNamed(tx, companyId, input.clientName);
      set.clientName = client?.name ?? input.clientName;
      set.clientId = client?.id ?? null;
    }
    const [updated] = Object.keys(set).length
      ? await tx
          .update(adAccounts)
          .set({ ...set, updatedAt: sql`now()` })
          .where(eq(adAccounts.id, id))
          .returning()
      : [row];
    accountsChanged(emit, companyId);
    return (await toAdAccounts(tx, [updated!]))[0]!;
  });
}

/** Who deletes: the signed-in user and their role in the active company. */
export interface AccountActor {
  userId: string;
  companyId: string;
  role: MemberRole;
}

/**
 * Deletes the account with its notes and alerts (the screen confirms first, naming the notes); a
 * marketeer only when every note on it is their own (policy.ts). The account row is locked first:
 * a note being added to it holds a key-share lock on that row until it commits (its foreign key),
 * so the lock waits for it and the count below sees it; a note started after the lock waits for
 * this delete and then fails on the missing account. No colleague's note goes unseen.
 */
export async function deleteAccount(ctx: Ctx, who: AccountActor, id: string): Promise<void> {
  await transactionWithEvents(ctx, async (tx, emit) => {
    const [row] = await tx
      .select({ id: adAccounts.id })
      .from(adAccounts)
      .where(and(eq(adAccounts.id, id), eq(adAccounts.companyId, who.companyId)))
      .for('update');
    if (!row) throw new AppError('NOT_FOUND');
    authorizeAccountDelete(who.role, who.role === 'admin' ? 0 : await countForeignNotes(tx, id, who.userId));
    await tx.delete(adAccounts).where(and(eq(adAccounts.id, id), eq(adAccounts.companyId, who.companyId)));
    accountsChanged(emit, who.companyId);
  });
}

export async function setAccountAssignees(ctx: Ctx, companyId: string, id: string, userIds: readonly string[]): Promise<AdAccount> {
  return transactionWithEvents(ctx, async (tx, emit) => {
    const row = await loadAccountRow(tx, companyId, id);
    const wanted = await requireColleagues(tx, companyId, userIds, 'userIds');
    await tx.delete(adAccountAssignees).where(eq(adAccountAssignees.adAccountId, id));
    if (wanted.length > 0) await tx.insert(adAccountAssignees).values(wanted.map((userId) => ({ adAccountId: id, userId })));
    accountsChanged(emit, companyId);
    return (await toAdAccounts(tx, [row]))[0]!;
  });
}
