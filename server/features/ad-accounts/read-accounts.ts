/** Reading the active company's ad accounts: the list with open alerts and note counts, and one account. */
import { and, asc, count, desc, eq, inArray, isNull, ne, or } from 'drizzle-orm';
import type { AdPlatform } from '../../../common/ad-account-constants.js';
import { mayDeleteAccount } from '../../../common/rules/ad-account-rights.js';
import type { AccountAlert, AccountDetailResponse, AccountListResponse, AdAccount } from '../../../common/schemas/ad-accounts.js';
import type { MemberRole } from '../../../common/roles.js';
import type { Db } from '../../db/database.js';
import { adAccountAlerts, adAccountAssignees, adAccounts, notes, type AdAccountRow } from '../../db/schema/index.js';
import type { Env } from '../../env.js';
import { AppError } from '../../lib/errors.js';
import { platformStates } from './platform-state.js';

/** Adds open alerts, note counts and assignees to account rows (three queries for any number). */
export async function toAdAccounts(db: Db, rows: readonly AdAccountRow[]): Promise<AdAccount[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [alerts, noteCounts, assignees] = await Promise.all([
    db
      .select({ adAccountId: adAccountAlerts.adAccountId, type: adAccountAlerts.type })
      .from(adAccountAlerts)
      .where(and(inArray(adAccountAlerts.adAccountId, ids), isNull(adAccountAlerts.resolvedAt)))
      .orderBy(desc(adAccountAlerts.createdAt)),
    db.select({ adAccountId: notes.adAccountId, n: count() }).from(notes).where(inArray(notes.adAccountId, ids)).groupBy(notes.adAccountId),
    db
      .select({ adAccountId: adAccountAssignees.adAccountId, userId: adAccountAssignees.userId })
      .from(adAccountAssignees)
      .where(inArray(adAccountAssignees.adAccountId, ids))
      .orderBy(asc(adAccountAssignees.createdAt)),
  ]);
  const noteCount = new Map(noteCounts.map((c) => [c.adAccountId, c.n]));
  return rows.map((r) => ({
    id: r.id,
    accountId: r.accountId,
    platform: r.platform,
    name: r.name,
    status: r.status,
    currency: r.currency,
    amountSpent: r.amountSpentMinor,
    spendCap: r.spendCapMinor,
    clientName: r.clientName,
    source: r.source,
    removedUpstreamAt: r.removedUpstreamAt?.toISOString() ?? null,
    lastSync: r.lastSync?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    openAlerts: alerts.filter((a) => a.adAccountId === r.id).map((a) => a.type),
    noteCount: noteCount.get(r.id) ?? 0,
    assigneeIds: assignees.filter((a) => a.adAccountId === r.id).map((a) => a.userId),
  }));
}

/** The company's accounts, at most this many (a sensible ceiling for one screen). */
export const accountListLimit = 2_000;

export async function listAccounts(db: Db, env: Pick<Env, 'facebook' | 'googleAds'>, companyId: string): Promise<AccountListResponse> {
  const [rows, platforms] = await Promise.all([
    db.select().from(adAccounts).where(eq(adAccounts.companyId, companyId)).orderBy(asc(adAccounts.name), asc(adAccounts.id)).limit(accountListLimit),
    platformStates(db, env, companyId),
  ]);
  return { accounts: await toAdAccounts(db, rows), platforms: platforms.states, syncDue: platforms.syncDue };
}

export async function loadAccountRow(db: Db, companyId: string, id: string): Promise<AdAccountRow> {
  const [row] = await db.select().from(adAccounts).where(and(eq(adAccounts.id, id), eq(adAccounts.companyId, companyId)));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** Notes on the account that `userId` did not create (a deleted creator's included): they go with the account. */
export async function countForeignNotes(db: Db, adAccountId: string, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notes)
    .where(and(eq(notes.adAccountId, adAccountId), or(isNull(notes.creatorId), ne(notes.creatorId, userId))));
  return row?.n ?? 0;
}

export async function getAccountDetail(
  db: Db,
  who: { userId: string; companyId: string; role: MemberRole },
  platform: AdPlatform,
  accountId: string,
): Promise<AccountDetailResponse> {
  const [row] = await db
    .select()
    .from(adAccounts)
    .where(and(eq(adAccounts.companyId, who.companyId), eq(adAccounts.platform, platform), eq(adAccounts.accountId, accountId)));
  if (!row) throw new AppError('NOT_FOUND');
  const [[account], alertRows, foreignNotes] = await Promise.all([
    toAdAccounts(db, [row]),
    db.select().from(adAccountAlerts).where(eq(adAccountAlerts.adAccountId, row.id)).orderBy(desc(adAccountAlerts.createdAt)).limit(50),
    who.role === 'admin' ? 0 : countForeignNotes(db, row.id, who.userId),
  ]);
  const alerts: AccountAlert[] = alertRows.map((a) => ({
    id: a.id,
    type: a.type,
    createdAt: a.createdAt.toISOString(),
    resolvedAt: a.resolvedAt?.toISOString() ?? null,
    details: a.details,
  }));
  // A hint for the screen; DELETE decides again under a lock (change-accounts.ts).
  return { account: account!, alerts, canDelete: mayDeleteAccount(who.role, foreignNotes) };
}
