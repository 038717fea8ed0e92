/**
 * Syncing a company's ad accounts from the connected platforms (spec section 4, Account sync).
 * Per platform: claim the connection (one sync at a time, across instances), call the platform
 * outside any transaction, then in one transaction upsert the accounts on (account_id, platform),
 * mark the ones that disappeared upstream (kept, not deleted), raise and resolve alerts, notify
 * the assigned colleagues, and tell the company channel. A platform failure is recorded on the
 * connection and reported with a Dutch message; the other platform still syncs.
 */
import { and, eq, inArray, isNull, lt, notInArray, or, sql } from 'drizzle-orm';
import { adPlatforms, type AccountAlertType, type AdPlatform } from '../../../common/ad-account-constants.js';
import type { ErrorCode } from '../../../common/errors.js';
import type { PlatformSyncResult } from '../../../common/schemas/ad-accounts.js';
import { decideAlerts } from '../../../common/rules/account-alerts.js';
import type { Db } from '../../db/database.js';
import {
  adAccountAlerts,
  adAccountAssignees,
  adAccounts,
  adPlatformConnections,
  companyUsers,
  type AccountAlertDetails,
  type AdAccountRow,
  type AdPlatformConnectionRow,
} from '../../db/schema/index.js';
import { AdPlatformError, type UpstreamAccount } from '../../lib/ad-platforms/types.js';
import type { AppContext } from '../../lib/context.js';
import { transactionWithEvents, type Emit } from '../../lib/events/with-events.js';
import { createNotifications } from '../notifications/create-notifications.js';
import { accountsChanged } from './change-accounts.js';
import { alertNotification } from './alert-texts.js';
import { fetchUpstream, type PlatformClients } from './platform-clients.js';
import { errorOf, isConfigured, isStale, isUsable } from './platform-state.js';

export type SyncCtx = Pick<AppContext, 'db' | 'events' | 'mail' | 'env' | 'secrets'> & { clients: PlatformClients };

/** A sync that crashed without releasing its claim is taken over after this long. */
const claimTimeoutMs = 5 * 60_000;
const upsertChunk = 500;

export function errorCodeFor(err: unknown): ErrorCode {
  if (!(err instanceof AdPlatformError)) return 'AD_SYNC_FAILED';
  switch (err.kind) {
    case 'token_expired':
      return 'AD_SYNC_TOKEN_EXPIRED';
    case 'permission':
      return 'AD_SYNC_PERMISSION';
    case 'rate_limited':
      return 'AD_SYNC_RATE_LIMITED';
    case 'network':
    case 'upstream':
      return 'AD_SYNC_UNAVAILABLE';
    default:
      return 'AD_SYNC_FAILED';
  }
}

const result = (platform: AdPlatform, outcome: PlatformSyncResult['outcome'], extra: Partial<PlatformSyncResult> = {}): PlatformSyncResult => ({
  platform,
  outcome,
  count: 0,
  removed: 0,
  error: null,
  ...extra,
});

export interface SyncOptions {
  /** Sync even when the last sync is fresh (the button); without it only stale platforms sync. */
  force: boolean;
  now?: Date;
}

export async function syncCompanyAccounts(ctx: SyncCtx, companyId: string, options: SyncOptions): Promise<PlatformSyncResult[]> {
  const now = options.now ?? new Date();
  const connections = await ctx.db.select().from(adPlatformConnections).where(eq(adPlatformConnections.companyId, companyId));
  const results: PlatformSyncResult[] = [];
  for (const platform of adPlatforms) {
    const connection = connections.find((c) => c.platform === platform);
    if (!connection || !isConfigured(ctx.env, platform) || !isUsable(connection, now)) {
      results.push(result(platform, 'not_connected'));
      continue;
    }
    if (!options.force && !isStale(connection, now)) {
      results.push(result(platform, 'skipped'));
      continue;
    }
    results.push(await syncPlatform(ctx, connection, now));
  }
  return results;
}

async function syncPlatform(ctx: SyncCtx, connection: AdPlatformConnectionRow, now: Date): Promise<PlatformSyncResult> {
  const { platform, companyId } = connection;
  const [claimed] = await ctx.db
    .update(adPlatformConnections)
    .set({ syncStartedAt: now, lastAttemptAt: now })
    .where(
      and(
        eq(adPlatformConnections.id, connection.id),
        or(isNull(adPlatformConnections.syncStartedAt), lt(adPlatformConnections.syncStartedAt, new Date(now.getTime() - claimTimeoutMs))),
      ),
    )
    .returning({ id: adPlatformConnections.id });
  // Another request, instance or the background loop is syncing this platform right now: its
  // answer is this one too (opening /accounts while the loop syncs still says how it went).
  if (!claimed) return outcomeOfRunningSync(ctx, connection);

  let upstream: UpstreamAccount[];
  try {
    upstream = await fetchUpstream(ctx.clients, platform, ctx.secrets.decrypt(connection.sealedToken!));
  } catch (err) {
    const code = errorCodeFor(err);
    await ctx.db
      .update(adPlatformConnections)
      .set({
        syncStartedAt: null,
        lastErrorCode: code,
        // A refused token is dropped: the company connects again (Settings shows 'Verlopen').
        ...(code === 'AD_SYNC_TOKEN_EXPIRED' ? { sealedToken: null } : {}),
      })
      .where(eq(adPlatformConnections.id, connection.id));
    return result(platform, 'failed', { error: errorOf(code, platform) });
  }

  let mailed = false;
  try {
    const outcome = await transactionWithEvents(ctx, async (tx, emit) => {
      const applied = await applyUpstream(tx, emit, ctx, { companyId, platform, upstream, now });
      await tx
        .update(adPlatformConnections)
        .set({ syncStartedAt: null, lastSyncAt: now, lastErrorCode: null })
        .where(eq(adPlatformConnections.id, connection.id));
      return applied;
    });
    mailed = outcome.mailed;
    return result(platform, 'synced', { count: upstream.length, removed: outcome.removed });
  } catch (err) {
    await ctx.db.update(adPlatformConnections).set({ syncStartedAt: null, lastErrorCode: 'AD_SYNC_FAILED' }).where(eq(adPlatformConnections.id, connection.id));
    throw err;
  } finally {
    if (mailed) ctx.mail.kick();
  }
}

/** How long a sync waits for one already under way on the same platform before it says 'skipped'. */
const runningSyncWaitMs = 20_000;
const runningSyncPollMs = 200;

/** Waits (bounded) for the sync under way on this connection and answers its outcome. */
async function outcomeOfRunningSync(ctx: SyncCtx, connection: AdPlatformConnectionRow): Promise<PlatformSyncResult> {
  const { platform, companyId } = connection;
  const until = Date.now() + runningSyncWaitMs;
  for (;;) {
    const [row] = await ctx.db
      .select({ syncStartedAt: adPlatformConnections.syncStartedAt, lastErrorCode: adPlatformConnections.lastErrorCode })
      .from(adPlatformConnections)
      .where(eq(adPlatformConnections.id, connection.id));
    if (!row) return result(platform, 'not_connected');
    if (row.syncStartedAt === null) {
      if (row.lastErrorCode) return result(platform, 'failed', { error: errorOf(row.lastErrorCode, platform) });
      const [held] = await ctx.db
        .select({ count: sql<number>`count(*)::int` })
        .from(adAccounts)
        .where(and(eq(adAccounts.companyId, companyId), eq(adAccounts.platform, platform), isNull(adAccounts.removedUpstreamAt)));
      return result(platform, 'synced', { count: held?.count ?? 0 });
    }
    if (Date.now() >= until) return result(platform, 'skipped');
    await new Promise((resolve) => setTimeout(resolve, runningSyncPollMs));
  }
}

interface ApplyInput {
  companyId: string;
  platform: AdPlatform;
  upstream: readonly UpstreamAccount[];
  now: Date;
}

/** Writes one platform's answer; returns how many accounts newly disappeared upstream. */
export async function applyUpstream(tx: Db, emit: Emit, ctx: Pick<SyncCtx, 'env'>, input: ApplyInput): Promise<{ removed: number; mailed: boolean }> {
  const { companyId, platform, now } = input;
  // The platform may list an account twice (several businesses): the last answer counts.
  const upstream = [...new Map(input.upstream.map((a) => [a.accountId, a])).values()];
  const existing = await tx
    .select()
    .from(adAccounts)
    .where(and(eq(adAccounts.companyId, companyId), eq(adAccounts.platform, platform)));
  const before = new Map(existing.map((r) => [r.accountId, r]));
  const openRows = existing.length
    ? await tx
        .select({ adAccountId: adAccountAlerts.adAccountId, type: adAccountAlerts.type })
        .from(adAccountAlerts)
        .where(
          and(
            inArray(
              adAccountAlerts.adAccountId,
              existing.map((r) => r.id),
            ),
            isNull(adAccountAlerts.resolvedAt),
          ),
        )
    : [];
  const open = new Map<string, Set<AccountAlertType>>();
  for (const row of openRows) open.set(row.adAccountId, (open.get(row.adAccountId) ?? new Set()).add(row.type));

  const decisions = new Map(
    upstream.map((a) => {
      const known = before.get(a.accountId);
      const decision = decideAlerts(
        known ? { status: known.status, amountSpent: known.amountSpentMinor, spendCap: known.spendCapMinor, spendChangedAt: known.spendChangedAt } : null,
        { status: a.status, amountSpent: a.amountSpentMinor, spendCap: a.spendCapMinor },
        known ? (open.get(known.id) ?? new Set()) : new Set(),
        now,
      );
      return [a.accountId, decision] as const;
    }),
  );

  const saved: AdAccountRow[] = [];
  for (let i = 0; i < upstream.length; i += upsertChunk) {
    const values = upstream.slice(i, i + upsertChunk).map((a) => ({
      accountId: a.accountId,
      platform,
      companyId,
      name: a.name,
      currency: a.currency,
      status: a.status,
      rawStatus: a.rawStatus,
      source: 'sync' as const,
      amountSpentMinor: a.amountSpentMinor,
      spendCapMinor: a.spendCapMinor,
      spendChangedAt: decisions.get(a.accountId)!.spendChangedAt,
      lastSync: now,
      updatedAt: now,
    }));
    saved.push(
      ...(await tx
        .insert(adAccounts)
        .values(values)
        .onConflictDoUpdate({
          target: [adAccounts.accountId, adAccounts.platform],
          set: {
            name: sql`excluded.name`,
            currency: sql`excluded.currency`,
            status: sql`excluded.status`,
            rawStatus: sql`excluded.raw_status`,
            source: sql`excluded.source`,
            amountSpentMinor: sql`excluded.amount_spent_minor`,
            spendCapMinor: sql`excluded.spend_cap_minor`,
            spendChangedAt: sql`excluded.spend_changed_at`,
            lastSync: sql`excluded.last_sync`,
            updatedAt: sql`excluded.updated_at`,
            removedUpstreamAt: sql`null`,
          },
          // An account another company already holds stays theirs (unique on account_id + platform).
          setWhere: sql`${adAccounts.companyId} = excluded.company_id`,
        })
        .returning()),
    );
  }

  // Alerts: raise what newly holds, resolve what no longer does.
  const raised: { account: AdAccountRow; type: AccountAlertType; details: AccountAlertDetails }[] = [];
  for (const account of saved) {
    const decision = decisions.get(account.accountId)!;
    const previous = before.get(account.accountId);
    for (const type of decision.raise) {
      raised.push({ account, type, details: alertDetails(type, account, previous) });
    }
    if (decision.resolve.length > 0) {
      await tx
        .update(adAccountAlerts)
        .set({ resolvedAt: now })
        .where(and(eq(adAccountAlerts.adAccountId, account.id), inArray(adAccountAlerts.type, decision.resolve), isNull(adAccountAlerts.resolvedAt)));
    }
  }
  if (raised.length > 0) {
    await tx.insert(adAccountAlerts).values(raised.map((r) => ({ adAccountId: r.account.id, companyId, type: r.type, details: r.details, createdAt: now })));
  }

  // Gone upstream: marked, not deleted (notes and history stay).
  const seen = upstream.map((a) => a.accountId);
  const removed = await tx
    .update(adAccounts)
    .set({ removedUpstreamAt: now, updatedAt: now })
    .where(
      and(
        eq(adAccounts.companyId, companyId),
        eq(adAccounts.platform, platform),
        eq(adAccounts.source, 'sync'),
        isNull(adAccounts.removedUpstreamAt),
        seen.length > 0 ? notInArray(adAccounts.accountId, seen) : undefined,
      ),
    )
    .returning({ id: adAccounts.id });

  const mailed = await notifyAlerts(tx, emit, ctx, companyId, raised);
  accountsChanged(emit, companyId);
  return { removed: removed.length, mailed };
}

function alertDetails(type: AccountAlertType, account: AdAccountRow, previous: AdAccountRow | undefined): AccountAlertDetails {
  if (type === 'budget_warning') return { amountSpent: account.amountSpentMinor, spendCap: account.spendCapMinor, currency: account.currency };
  if (type === 'campaign_alert') return { status: account.status, ...(previous ? { previousStatus: previous.status } : {}) };
  return { amountSpent: account.amountSpentMinor, currency: account.currency, stalledSince: (account.spendChangedAt ?? new Date()).toISOString() };
}

/** Alerts go to the account's assigned colleagues; an account without any notifies the company's admins. */
async function notifyAlerts(
  tx: Db,
  emit: Emit,
  ctx: Pick<SyncCtx, 'env'>,
  companyId: string,
  raised: readonly { account: AdAccountRow; type: AccountAlertType; details: AccountAlertDetails }[],
): Promise<boolean> {
  if (raised.length === 0) return false;
  const accountIds = [...new Set(raised.map((r) => r.account.id))];
  const [assignees, admins] = await Promise.all([
    tx.select().from(adAccountAssignees).where(inArray(adAccountAssignees.adAccountId, accountIds)),
    tx
      .select({ userId: companyUsers.userId })
      .from(companyUsers)
      .where(and(eq(companyUsers.companyId, companyId), eq(companyUsers.role, 'admin'))),
  ]);
  let mailed = false;
  for (const alert of raised) {
    const assigned = assignees.filter((a) => a.adAccountId === alert.account.id).map((a) => a.userId);
    const recipients = assigned.length > 0 ? assigned : admins.map((a) => a.userId);
    const { mailedTo } = await createNotifications(tx, emit, {
      recipients,
      companyId,
      appOrigin: ctx.env.appOrigin,
      content: alertNotification(alert.type, alert.account, alert.details),
    });
    mailed ||= mailedTo.length > 0;
  }
  return mailed;
}
